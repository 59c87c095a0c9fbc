/**
 * What other features may use of `users`: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */
export {
  activatePendingUser,
  findUserByEmail,
  findUserById,
  findUserView,
  insertUser,
  updateUser,
} from './users.repository';
export type { UserRow } from './users.table';
export { users } from './users.table';
