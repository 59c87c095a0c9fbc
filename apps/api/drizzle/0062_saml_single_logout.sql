CREATE TABLE "saml_logout_requests" (
	"company_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_logout_requests_company_id_request_id_pk" PRIMARY KEY("company_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "saml_sp_keys" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"certificate" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saml_providers" ADD COLUMN "slo_url" text;--> statement-breakpoint
ALTER TABLE "saml_providers" ADD COLUMN "slo_binding" text;--> statement-breakpoint
ALTER TABLE "saml_logout_requests" ADD CONSTRAINT "saml_logout_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_sp_keys" ADD CONSTRAINT "saml_sp_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_logout_requests_expires_idx" ON "saml_logout_requests" USING btree ("expires_at");--> statement-breakpoint
-- Company data behind the read cache (docs/decisions/0015-company-read-cache.md): writes move the version.
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "saml_sp_keys"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "saml_logout_requests"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();
