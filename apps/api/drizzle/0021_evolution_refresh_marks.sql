CREATE TABLE "evolution_refresh_marks" (
	"objective_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"day" date NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evolution_refresh_marks" ADD CONSTRAINT "evolution_refresh_marks_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evolution_refresh_marks" ADD CONSTRAINT "evolution_refresh_marks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evolution_refresh_marks" ADD CONSTRAINT "evolution_refresh_marks_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (docs/decisions/0015-company-read-cache.md): the table's writes move the company's data
-- version, like every table with a company_id.
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "evolution_refresh_marks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();
