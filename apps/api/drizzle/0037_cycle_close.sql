CREATE TABLE "key_result_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key_result_id" uuid NOT NULL,
	"score" double precision NOT NULL,
	"suggested" double precision NOT NULL,
	"reason" text,
	"scored_by" uuid,
	"scored_at" timestamp with time zone NOT NULL,
	CONSTRAINT "key_result_scores_range" CHECK ("key_result_scores"."score" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "objective_carry_overs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"source_objective_id" uuid NOT NULL,
	"target_objective_id" uuid NOT NULL,
	"target_cycle_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objective_retrospectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"objective_id" uuid NOT NULL,
	"worked" text,
	"learned" text,
	"continues" text,
	"author_id" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "key_result_scores" ADD CONSTRAINT "key_result_scores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_scores" ADD CONSTRAINT "key_result_scores_key_result_id_key_results_id_fk" FOREIGN KEY ("key_result_id") REFERENCES "public"."key_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_scores" ADD CONSTRAINT "key_result_scores_scored_by_users_id_fk" FOREIGN KEY ("scored_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_carry_overs" ADD CONSTRAINT "objective_carry_overs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_carry_overs" ADD CONSTRAINT "objective_carry_overs_source_objective_id_objectives_id_fk" FOREIGN KEY ("source_objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_carry_overs" ADD CONSTRAINT "objective_carry_overs_target_objective_id_objectives_id_fk" FOREIGN KEY ("target_objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_carry_overs" ADD CONSTRAINT "objective_carry_overs_target_cycle_id_cycles_id_fk" FOREIGN KEY ("target_cycle_id") REFERENCES "public"."cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_carry_overs" ADD CONSTRAINT "objective_carry_overs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_retrospectives" ADD CONSTRAINT "objective_retrospectives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_retrospectives" ADD CONSTRAINT "objective_retrospectives_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_retrospectives" ADD CONSTRAINT "objective_retrospectives_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "key_result_scores_key_result_idx" ON "key_result_scores" USING btree ("key_result_id");--> statement-breakpoint
CREATE INDEX "key_result_scores_company_idx" ON "key_result_scores" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "objective_carry_overs_target_idx" ON "objective_carry_overs" USING btree ("target_objective_id");--> statement-breakpoint
CREATE UNIQUE INDEX "objective_carry_overs_source_cycle_idx" ON "objective_carry_overs" USING btree ("source_objective_id","target_cycle_id");--> statement-breakpoint
CREATE INDEX "objective_carry_overs_company_idx" ON "objective_carry_overs" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "objective_retrospectives_objective_idx" ON "objective_retrospectives" USING btree ("objective_id");--> statement-breakpoint
CREATE INDEX "objective_retrospectives_company_idx" ON "objective_retrospectives" USING btree ("company_id");
--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Company data behind the read cache (docs/decisions/0015-company-read-cache.md): writes move the version.
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "key_result_scores"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "objective_retrospectives"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "objective_carry_overs"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();
