CREATE TABLE "oidc_logout_tokens" (
	"provider_id" uuid NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "oidc_logout_tokens_provider_id_jti_pk" PRIMARY KEY("provider_id","jti")
);
--> statement-breakpoint
ALTER TABLE "oidc_logout_tokens" ADD CONSTRAINT "oidc_logout_tokens_provider_id_identity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;