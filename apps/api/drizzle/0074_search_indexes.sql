CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (lower(translate("name", 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ', 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn'))) STORED;--> statement-breakpoint
CREATE INDEX "key_results_title_prefix_idx" ON "key_results" USING btree ("company_id","title_folded" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "key_results_title_trgm_idx" ON "key_results" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "key_results_search_recent_idx" ON "key_results" USING btree ("company_id","created_at" DESC NULLS FIRST,"title","id");--> statement-breakpoint
CREATE INDEX "objectives_title_prefix_idx" ON "objectives" USING btree ("company_id","title_folded" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "objectives_title_trgm_idx" ON "objectives" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_company_name_idx" ON "users" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);