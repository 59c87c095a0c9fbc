import type { FeatureEvents } from '../../events/domain-events';
import type { WhatsappConfig } from '../../whatsapp-config';
import type { WhatsappClient } from './cloud-api/client';
import { findLinkedPhones } from './whatsapp.repository';
import { sendRecorded } from './whatsapp-outbound';
import { keyResultList } from './whatsapp-replies';

/**
 * The weekly check-in reminder, on WhatsApp too for people with a linked number: the approved
 * template listing their due key results (it may open a conversation at any time), then an
 * interactive list to pick one (Meta delivers it inside the 24-hour window the template's
 * reply opens; outside it, the person's plain reply works the same).
 */
export function whatsappEvents({
  client,
  whatsapp,
}: {
  client: WhatsappClient;
  whatsapp: WhatsappConfig;
}): FeatureEvents {
  return (bus) => {
    bus.subscribe('reminder.check-in-sent', async (sent, { db, log, now }) => {
      const phones = await findLinkedPhones(db, sent.companyId, [sent.userId]);
      const phone = phones.get(sent.userId);
      if (!phone) return;
      const titles = sent.keyResults.map((kr) => kr.title).join('; ');
      const deps = { db, client, now };
      const to = { phone, companyId: sent.companyId, userId: sent.userId };
      await sendRecorded(deps, to, 'reminder', {
        type: 'template',
        template: {
          name: whatsapp.reminderTemplate,
          language: { code: whatsapp.templateLanguage },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: sent.name.split(' ')[0] ?? sent.name },
                { type: 'text', text: String(sent.keyResults.length) },
                // Template parameters may not hold line breaks nor long runs of spaces.
                { type: 'text', text: titles.replace(/\s+/g, ' ').slice(0, 900) },
              ],
            },
          ],
        },
      });
      try {
        await sendRecorded(
          deps,
          to,
          'reminder',
          keyResultList('Qual resultado-chave você quer atualizar?', sent.keyResults),
        );
      } catch (error) {
        log.warn({ err: error }, 'whatsapp reminder list not delivered');
      }
    });
  };
}
