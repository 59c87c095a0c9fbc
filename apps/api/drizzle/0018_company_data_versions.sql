CREATE TABLE "company_data_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written (docs/decisions/company-read-cache.md): every change of a company's data moves
-- its version in the same transaction. Deferred to the commit, so the version row is locked last
-- and briefly (no deadlock against row locks taken earlier); once per company and transaction.
CREATE FUNCTION "bump_company_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company uuid;
  bumped text := coalesce(current_setting('rumo.bumped_companies', true), '');
BEGIN
  IF TG_OP = 'DELETE' THEN
    company := (to_jsonb(OLD) ->> TG_ARGV[0])::uuid;
  ELSE
    company := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
  END IF;
  IF company IS NULL OR position(company::text IN bumped) > 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO company_data_versions AS v (company_id, version) VALUES (company, 1)
    ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
  PERFORM set_config('rumo.bumped_companies', bumped || company::text || ',', true);
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.table_name, CASE WHEN c.table_name = 'companies' THEN 'id' ELSE 'company_id' END AS col
    FROM information_schema.columns c
    JOIN information_schema.tables tb
      ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
      AND c.table_name <> 'company_data_versions'
      AND ((c.table_name = 'companies' AND c.column_name = 'id') OR c.column_name = 'company_id')
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version(%L)',
      t.table_name, t.col);
  END LOOP;
END $$;
