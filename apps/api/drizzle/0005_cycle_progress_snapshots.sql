CREATE TABLE "cycle_progress_snapshots" (
	"company_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"day" date NOT NULL,
	"progress" double precision NOT NULL,
	"confidence" "confidence",
	CONSTRAINT "cycle_progress_snapshots_cycle_id_day_pk" PRIMARY KEY("cycle_id","day")
);
--> statement-breakpoint
CREATE TABLE "key_result_forecasts" (
	"key_result_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"progress" double precision
);
--> statement-breakpoint
ALTER TABLE "cycle_progress_snapshots" ADD CONSTRAINT "cycle_progress_snapshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_progress_snapshots" ADD CONSTRAINT "cycle_progress_snapshots_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_forecasts" ADD CONSTRAINT "key_result_forecasts_key_result_id_key_results_id_fk" FOREIGN KEY ("key_result_id") REFERENCES "public"."key_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_forecasts" ADD CONSTRAINT "key_result_forecasts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_forecasts" ADD CONSTRAINT "key_result_forecasts_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE cascade ON UPDATE no action;