CREATE TABLE "backoffice_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"trial_days" integer,
	"grace_days" integer,
	"sales_email" text,
	"efi_last_success_at" timestamp with time zone,
	"efi_last_success_call" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone,
	CONSTRAINT "backoffice_settings_single_row" CHECK ("backoffice_settings"."id" = 1),
	CONSTRAINT "backoffice_settings_trial_days" CHECK ("backoffice_settings"."trial_days" between 0 and 365),
	CONSTRAINT "backoffice_settings_grace_days" CHECK ("backoffice_settings"."grace_days" between 0 and 60)
);
