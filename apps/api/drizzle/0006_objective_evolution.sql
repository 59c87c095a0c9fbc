CREATE TABLE "objective_evolution" (
	"objective_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"progress" double precision NOT NULL,
	"confidence" "confidence",
	"forecast" double precision NOT NULL,
	"paced" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "objective_evolution" ADD CONSTRAINT "objective_evolution_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_evolution" ADD CONSTRAINT "objective_evolution_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_evolution" ADD CONSTRAINT "objective_evolution_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE cascade ON UPDATE no action;