CREATE TABLE "whatsapp_outbound" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wamid" text NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"phone" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'unknown' NOT NULL,
	"summary" text,
	"status" text DEFAULT 'accepted' NOT NULL,
	"error_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD COLUMN "state" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD COLUMN "reply" jsonb;--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_outbound" ADD CONSTRAINT "whatsapp_outbound_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbound" ADD CONSTRAINT "whatsapp_outbound_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_outbound_wamid_idx" ON "whatsapp_outbound" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_outbound_user_idx" ON "whatsapp_outbound" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_outbound_company_idx" ON "whatsapp_outbound" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "whatsapp_outbound_created_idx" ON "whatsapp_outbound" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD CONSTRAINT "whatsapp_inbound_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD CONSTRAINT "whatsapp_inbound_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_received_idx" ON "whatsapp_inbound" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_user_idx" ON "whatsapp_inbound" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_company_idx" ON "whatsapp_inbound" USING btree ("company_id");
--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Company data behind the read cache (docs/decisions/0015-company-read-cache.md): writes move the version.
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "whatsapp_inbound"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "whatsapp_outbound"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();
