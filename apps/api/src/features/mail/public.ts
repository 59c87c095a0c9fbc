/**
 * What other features may use of `mail`: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */
export { listOutbox } from './mail.repository';
export { emailOutbox } from './mail.table';
export { activationEmail, passwordResetEmail, render } from './mail.templates';
export type { Mailer, MailMessage } from './mailer';
export { createMailer, smtpTransport } from './mailer';
