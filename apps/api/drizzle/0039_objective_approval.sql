CREATE TYPE "public"."objective_approval" AS ENUM('submitted', 'returned');--> statement-breakpoint
ALTER TABLE "objectives" ADD COLUMN "approval" "objective_approval";--> statement-breakpoint
ALTER TABLE "objectives" ADD COLUMN "approval_note" text;--> statement-breakpoint
ALTER TABLE "objectives" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "objectives" ADD COLUMN "submitted_by_id" uuid;--> statement-breakpoint
ALTER TABLE "objectives" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "objectives" ADD COLUMN "reviewed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "approval_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objectives_pending_approval_idx" ON "objectives" USING btree ("company_id","submitted_at") WHERE "objectives"."approval" = 'submitted';