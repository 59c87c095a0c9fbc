/**
 * What other features may use of `comments`: the activity timeline shows each comment as it
 * reads now, selected with these columns in its own statement.
 */
export { commentViewColumns, toComment } from './comments.repository';
export { comments } from './comments.table';
