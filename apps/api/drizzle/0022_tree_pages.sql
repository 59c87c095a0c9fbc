DROP INDEX "objectives_parent_idx";--> statement-breakpoint
CREATE INDEX "objectives_children_idx" ON "objectives" USING btree ("parent_objective_id","level","title","id");--> statement-breakpoint
CREATE INDEX "objectives_tree_roots_idx" ON "objectives" USING btree ("company_id","cycle_id","pillar_id","level","title","id") WHERE "objectives"."parent_objective_id" is null;