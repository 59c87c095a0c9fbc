CREATE TABLE "company_deletions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"requested_by" text
);
--> statement-breakpoint
ALTER TABLE "company_deletions" ADD CONSTRAINT "company_deletions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_deletions_scheduled_for_idx" ON "company_deletions" USING btree ("scheduled_for");