/**
 * What other features may use of `mail`: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */
export { listOutbox } from './mail.repository';
export type { Mailer } from './mailer';
