CREATE TYPE "public"."checkout_state" AS ENUM('processing', 'succeeded', 'refused', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('new', 'waiting', 'identified', 'approved', 'paid', 'unpaid', 'refunded', 'contested', 'canceled', 'settled', 'link', 'expired');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('trialing', 'active', 'past_due', 'suspended', 'canceled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."webhook_event_state" AS ENUM('pending', 'processed', 'failed');--> statement-breakpoint
ALTER TYPE "public"."one_time_token_purpose" ADD VALUE 'purchase_activation';--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"email" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"company_id" uuid,
	"state" "checkout_state" DEFAULT 'processing' NOT NULL,
	"result" jsonb,
	"refusal_reason" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_sessions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"plan_id" uuid,
	"efi_charge_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payment_status" NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid,
	"next_plan_id" uuid,
	"status" "subscription_status" NOT NULL,
	"efi_subscription_id" integer,
	"trial_ends_at" timestamp with time zone,
	"current_period_start" date,
	"current_period_end" date,
	"next_charge_at" date,
	"next_charge_cents" integer,
	"card_brand" text,
	"card_mask" text,
	"payer" jsonb,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancel_reason" text,
	"canceled_at" timestamp with time zone,
	"efi_canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"past_due_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "efi_notification_entries" (
	"token" text NOT NULL,
	"entry_id" integer NOT NULL,
	"type" text NOT NULL,
	"status_current" text NOT NULL,
	"status_previous" text,
	"efi_subscription_id" integer,
	"efi_charge_id" integer,
	"value_cents" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"raw" jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "efi_notification_entries_token_entry_id_pk" PRIMARY KEY("token","entry_id")
);
--> statement-breakpoint
CREATE TABLE "efi_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"state" "webhook_event_state" DEFAULT 'pending' NOT NULL,
	"deliveries" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"entries_applied" integer DEFAULT 0 NOT NULL,
	"first_received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "efi_notifications_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_next_plan_id_subscription_plans_id_fk" FOREIGN KEY ("next_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_efi_charge_id_idx" ON "payments" USING btree ("efi_charge_id");--> statement-breakpoint
CREATE INDEX "payments_company_created_idx" ON "payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_company_id_idx" ON "subscriptions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_efi_subscription_id_idx" ON "subscriptions" USING btree ("efi_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "efi_notification_entries_subscription_idx" ON "efi_notification_entries" USING btree ("efi_subscription_id");--> statement-breakpoint
CREATE INDEX "efi_notifications_received_idx" ON "efi_notifications" USING btree ("last_received_at");