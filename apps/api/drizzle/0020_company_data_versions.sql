CREATE TABLE "company_data_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
-- Hand-written (docs/decisions/0015-company-read-cache.md): every change of a company's data moves
-- its version in the same transaction. Deferred to the commit, so the version row is locked last
-- and briefly (no deadlock against row locks taken earlier); once per company and transaction.
CREATE FUNCTION "bump_company_data_version_of"(company uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped text := coalesce(current_setting('rumo.bumped_companies', true), '');
BEGIN
  IF company IS NULL OR position(company::text IN bumped) > 0 THEN
    RETURN;
  END IF;
  INSERT INTO company_data_versions AS v (company_id, version) VALUES (company, 1)
    ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
  PERFORM set_config('rumo.bumped_companies', bumped || company::text || ',', true);
END $$;--> statement-breakpoint
-- Row triggers read the column directly (PL/pgSQL plans it per table): `companies` has its own.
CREATE FUNCTION "bump_company_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    company := OLD.company_id;
  ELSE
    company := NEW.company_id;
  END IF;
  -- Every row after the first of a transaction stops here, without a query.
  IF company IS NOT NULL
    AND position(company::text IN coalesce(current_setting('rumo.bumped_companies', true), '')) = 0
  THEN
    PERFORM bump_company_data_version_of(company);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "bump_company_data_version_of_company"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    company := OLD.id;
  ELSE
    company := NEW.id;
  END IF;
  -- Every row after the first of a transaction stops here, without a query.
  IF company IS NOT NULL
    AND position(company::text IN coalesce(current_setting('rumo.bumped_companies', true), '')) = 0
  THEN
    PERFORM bump_company_data_version_of(company);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.table_name,
      CASE WHEN c.table_name = 'companies' THEN 'bump_company_data_version_of_company'
        ELSE 'bump_company_data_version' END AS fn
    FROM information_schema.columns c
    JOIN information_schema.tables tb
      ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
      AND c.table_name <> 'company_data_versions'
      AND ((c.table_name = 'companies' AND c.column_name = 'id') OR c.column_name = 'company_id')
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION %I()',
      t.table_name, t.fn);
  END LOOP;
END $$;
