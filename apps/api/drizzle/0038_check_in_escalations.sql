CREATE TABLE "check_in_escalations" (
	"key_result_id" uuid NOT NULL,
	"due_day" date NOT NULL,
	"company_id" uuid NOT NULL,
	"escalated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_escalations_key_result_id_due_day_pk" PRIMARY KEY("key_result_id","due_day")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "escalate_check_ins_after_days" integer;--> statement-breakpoint
ALTER TABLE "check_in_escalations" ADD CONSTRAINT "check_in_escalations_key_result_id_key_results_id_fk" FOREIGN KEY ("key_result_id") REFERENCES "public"."key_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_escalations" ADD CONSTRAINT "check_in_escalations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Company data behind the read cache (docs/decisions/0015-company-read-cache.md): writes move the version.
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "check_in_escalations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();
