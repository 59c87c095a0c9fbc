ALTER TABLE "company_data_versions" DROP CONSTRAINT "company_data_versions_pkey";--> statement-breakpoint
ALTER TABLE "company_data_versions" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_data_versions" ADD CONSTRAINT "company_data_versions_company_id_shard_pk" PRIMARY KEY("company_id","shard");--> statement-breakpoint
-- Hand-written (docs/decisions/0015-company-read-cache.md): a company's version is the sum of its
-- rows; a transaction bumps the row of its connection's shard, so the writers of one company
-- (the check-in POSTs of a busy team) do not queue on one row at every commit. The existing row
-- becomes shard 0 and keeps its count: the sum goes on from where the version was.
CREATE OR REPLACE FUNCTION "bump_company_data_version_of"(company uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  bumped text := coalesce(current_setting('rumo.bumped_companies', true), '');
BEGIN
  IF company IS NULL OR position(company::text IN bumped) > 0 THEN
    RETURN;
  END IF;
  INSERT INTO company_data_versions AS v (company_id, shard, version)
    VALUES (company, pg_backend_pid() % 16, 1)
    ON CONFLICT (company_id, shard) DO UPDATE SET version = v.version + 1;
  PERFORM set_config('rumo.bumped_companies', bumped || company::text || ',', true);
END $$;
