-- custom SQL (keep when regenerating)
-- The coach's plan trigger ran on every check-in only to find that nothing but the columns
-- check-ins write had changed (to_jsonb of both row versions: ~77 µs of every check-in). It now
-- fires on updates that name a plan column; those the check-in writes (its arguments) are left
-- out, and the function still compares the rows, so an update that names a plan column without
-- changing it moves nothing. coach-plan-trigger.int.test.ts keeps the lists whole: a new column
-- of either table fails it until it is added here (or to the arguments).
DROP TRIGGER coach_plan_changed ON objectives;
--> statement-breakpoint
CREATE TRIGGER coach_plan_changed AFTER INSERT OR DELETE OR UPDATE OF
    id, company_id, cycle_id, title, description, level, team_id, owner_id, parent_objective_id,
    pillar_id, status, result, closing_comment, closed_at, created_at, private, approval,
    approval_note, submitted_at, submitted_by_id, reviewed_at, reviewed_by_id, reopen_status
  ON objectives
  FOR EACH ROW EXECUTE FUNCTION rumo_coach_plan_changed('progress', 'confidence', 'updated_at');
--> statement-breakpoint
DROP TRIGGER coach_plan_changed ON key_results;
--> statement-breakpoint
CREATE TRIGGER coach_plan_changed AFTER INSERT OR DELETE OR UPDATE OF
    id, company_id, objective_id, title, type, start_value, target_value, unit, custom_unit,
    decimals, weight, owner_id, due_date, "position", created_at, cycle_id, objective_status,
    kpi_id
  ON key_results
  FOR EACH ROW EXECUTE FUNCTION rumo_coach_plan_changed('current_value', 'confidence', 'progress',
    'last_check_in_at', 'updated_at');
