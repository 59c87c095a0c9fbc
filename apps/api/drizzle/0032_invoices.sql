CREATE TYPE "public"."invoice_status" AS ENUM('queued', 'processing', 'authorized', 'error', 'canceling', 'canceled');--> statement-breakpoint
CREATE TABLE "company_fiscal_data" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"document" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"address" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiscal_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cnpj" text NOT NULL,
	"razao_social" text NOT NULL,
	"inscricao_municipal" text NOT NULL,
	"municipio_name" text NOT NULL,
	"municipio_state" text NOT NULL,
	"municipio_ibge" text NOT NULL,
	"tax_regime" text NOT NULL,
	"service_item" text NOT NULL,
	"municipal_tax_code" text,
	"iss_rate_bp" integer NOT NULL,
	"description_template" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fiscal_settings_single_row" CHECK ("fiscal_settings"."id" = 1),
	CONSTRAINT "fiscal_settings_iss_rate" CHECK ("fiscal_settings"."iss_rate_bp" between 0 and 500)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"status" "invoice_status" DEFAULT 'queued' NOT NULL,
	"provider" text,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"number" text,
	"verification_code" text,
	"provider_pdf_url" text,
	"provider_xml_url" text,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"cancel_reason" text,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_fiscal_data" ADD CONSTRAINT "company_fiscal_data_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_id_idx" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reference_idx" ON "invoices" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "invoices_company_created_idx" ON "invoices" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status");--> statement-breakpoint
-- Company data behind the read cache (docs/decisions/0015-company-read-cache.md): writes move the version.
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "company_fiscal_data"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();