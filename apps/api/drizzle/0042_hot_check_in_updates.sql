DROP INDEX "key_results_cycle_recent_risk_idx";--> statement-breakpoint
DROP INDEX "key_results_cycle_pending_idx";--> statement-breakpoint
DROP INDEX "key_results_cycle_at_risk_idx";--> statement-breakpoint
CREATE INDEX "key_results_cycle_pending_idx" ON "key_results" USING btree ("cycle_id","owner_id") WHERE "key_results"."objective_status" = 'active';--> statement-breakpoint
CREATE INDEX "key_results_cycle_at_risk_idx" ON "key_results" USING btree ("cycle_id","confidence" DESC NULLS LAST) WHERE objective_status = 'active' and confidence in ('at_risk', 'off_track');--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Issue 24: the rows every check-in rewrites get room on their page for the new version (a HOT
-- update: no index entry, pruned without VACUUM), and the tables written per check-in are
-- vacuumed by how much they churn, not by their size (docs/decisions/0037-writes-that-do-not-bloat.md).
-- A new fillfactor applies to pages written from now on; existing pages fill up as before until
-- the table is rewritten (VACUUM FULL or pg_repack, in a maintenance window).
ALTER TABLE "key_results" SET (fillfactor = 80, autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_vacuum_threshold = 500, autovacuum_analyze_scale_factor = 0.05);--> statement-breakpoint
ALTER TABLE "objectives" SET (fillfactor = 85, autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_vacuum_threshold = 500, autovacuum_analyze_scale_factor = 0.05);--> statement-breakpoint
-- A few rows per company rewritten at every commit: half of each page kept free, vacuumed often.
ALTER TABLE "company_data_versions" SET (fillfactor = 50, autovacuum_vacuum_scale_factor = 0,
  autovacuum_vacuum_threshold = 1000);--> statement-breakpoint
-- One row per objective checked in, rewritten until the refresh job deletes it a second later.
ALTER TABLE "evolution_refresh_marks" SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0,
  autovacuum_vacuum_threshold = 1000);--> statement-breakpoint
-- Appended to: vacuumed by inserts too (PostgreSQL 13+) so the visibility map stays current for
-- index-only scans and the later freeze is cheap.
ALTER TABLE "check_ins" SET (autovacuum_vacuum_insert_scale_factor = 0.05,
  autovacuum_vacuum_insert_threshold = 10000, autovacuum_analyze_scale_factor = 0.05);--> statement-breakpoint
ALTER TABLE "activity_log" SET (autovacuum_vacuum_insert_scale_factor = 0.05,
  autovacuum_vacuum_insert_threshold = 10000, autovacuum_analyze_scale_factor = 0.05);
