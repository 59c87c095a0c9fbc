import nodemailer from 'nodemailer';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { insertOutboxMessage, markOutboxFailed, markOutboxSent } from './mail.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which template produced it (e.g. 'activation'), kept in the outbox for support. */
  template: string;
}

/** Delivers a message outside the app (SMTP in production). */
export interface MailTransport {
  deliver(message: MailMessage & { from: string }): Promise<void>;
}

export interface Mailer {
  /**
   * Records the message in the outbox and, when a transport is configured, delivers it.
   * A delivery failure is recorded on the outbox row and logged, never thrown: the user's
   * action (register, reset) already succeeded and the message can be re-sent from the outbox.
   */
  send(db: Database, message: MailMessage): Promise<void>;
}

interface MailerLogger {
  error(payload: object, message: string): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}

export function createMailer(options: {
  from: string;
  transport?: MailTransport | undefined;
  logger: MailerLogger;
  /** Dates the outbox row's `sentAt`. */
  now: Clock;
}): Mailer {
  return {
    async send(db, message) {
      const id = await insertOutboxMessage(db, {
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        template: message.template,
      });
      if (!options.transport) return;
      try {
        await options.transport.deliver({ ...message, from: options.from });
        await markOutboxSent(db, id, options.now());
      } catch (error) {
        options.logger.error({ err: error, outboxId: id }, 'e-mail delivery failed');
        await markOutboxFailed(db, id, error instanceof Error ? error.message : String(error));
      }
    },
  };
}
