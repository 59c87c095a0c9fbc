/**
 * What other features may use of `cycle-close`: its tables (scores, retrospectives, carry-overs of
 * a cycle's objectives). It sits above cycles, objectives and check-ins; app.ts mounts its routes.
 */
export {
  keyResultScores,
  objectiveCarryOvers,
  objectiveRetrospectives,
} from './cycle-close.table';
