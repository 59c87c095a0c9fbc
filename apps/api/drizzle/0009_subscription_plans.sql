CREATE TYPE "public"."billing_interval" AS ENUM('monthly', 'yearly');--> statement-breakpoint
CREATE TYPE "public"."efi_sync_state" AS ENUM('pending', 'synced', 'failed');--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tier" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"interval" "billing_interval" NOT NULL,
	"user_limit" integer NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"efi_plan_id" integer,
	"efi_sync_state" "efi_sync_state" DEFAULT 'pending' NOT NULL,
	"efi_sync_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_price_min" CHECK ("subscription_plans"."price_cents" >= 500),
	CONSTRAINT "subscription_plans_user_limit_positive" CHECK ("subscription_plans"."user_limit" > 0)
);
--> statement-breakpoint
CREATE INDEX "subscription_plans_active_order_idx" ON "subscription_plans" USING btree ("active","display_order");