/**
 * What other features may use of `comments`: the activity timeline shows each comment as it
 * reads now, and each check-in's reactions, selected with these columns in its own statement.
 */
export { commentViewColumns, toComment } from './comments.repository';
export { comments } from './comments.table';
export { activityReactionsJson, toReactionTallies } from './reactions.repository';
