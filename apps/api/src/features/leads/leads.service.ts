import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../mail/public';
import { effectiveBillingSettings } from '../platform-settings/public';
import { type LeadForMail, leadConfirmationEmail, leadToSalesEmail } from './leads.mail';
import { insertLead } from './leads.repository';

interface LeadDeps {
  db: Database;
  config: Pick<AppConfig, 'publicUrl' | 'salesEmail' | 'billing'>;
  mailer: Mailer;
}

/**
 * Stores the lead and e-mails the person and sales. A filled honeypot (`website`) is a bot:
 * it gets the same answer and nothing is stored or sent, so it cannot tell.
 */
export async function recordLead(
  { db, config, mailer }: LeadDeps,
  lead: LeadForMail & { website?: string | undefined },
): Promise<void> {
  if (lead.website) return;
  const { website: _, ...fields } = lead;
  await insertLead(db, fields);
  await mailer.send(db, leadConfirmationEmail(fields, config.publicUrl));
  // The sales e-mail staff set in the backoffice, else SALES_EMAIL.
  const { salesEmail } = await effectiveBillingSettings(db, config);
  await mailer.send(db, leadToSalesEmail(fields, salesEmail, config.publicUrl));
}
