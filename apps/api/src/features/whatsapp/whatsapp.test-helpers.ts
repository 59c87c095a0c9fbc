import type { TestUser } from '../../test/account-fixtures';
import type { TestApp } from '../../test/test-app';
import { WHATSAPP_SIMULATOR_PREFIX, WHATSAPP_WEBHOOK_PATH } from '../../whatsapp-config';
import { signBody } from './cloud-api/signature';
import { WHATSAPP_INBOUND_JOB } from './whatsapp.jobs';

export type SimMessage = {
  id: string;
  to: string;
  type: string;
  text: string;
  options: { id: string; title: string }[];
  status: string;
};

/** What the simulator delivered to a number, oldest first. */
export async function inbox(t: TestApp, phone: string): Promise<SimMessage[]> {
  const reply = await t.app.inject({
    method: 'GET',
    url: `${WHATSAPP_SIMULATOR_PREFIX}/control/messages?to=${encodeURIComponent(phone)}`,
  });
  return (reply.json() as { data: SimMessage[] }).data;
}

export async function lastMessage(t: TestApp, phone: string): Promise<SimMessage> {
  const message = (await inbox(t, phone)).at(-1);
  if (!message) throw new Error(`no WhatsApp message to ${phone}`);
  return message;
}

/** The person answers on their phone: the simulator posts the signed webhook to Rumo. */
export async function replyAs(
  t: TestApp,
  phone: string,
  reply: { text: string } | { listReplyId: string },
) {
  const answer = await t.app.inject({
    method: 'POST',
    url: `${WHATSAPP_SIMULATOR_PREFIX}/control/reply`,
    payload: { from: phone, ...reply },
  });
  if (answer.statusCode !== 200) throw new Error(`simulator reply: ${answer.body}`);
  // The webhook stored it; the queue's job records the check-in and answers.
  await t.app.jobs.drain(WHATSAPP_INBOUND_JOB);
}

/** Links the person's number through the API and the code the simulator delivered. */
export async function linkNumber(t: TestApp, user: TestUser, phone: string): Promise<void> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/link',
    headers: user.headers,
    payload: { phone },
  });
  if (started.statusCode !== 200) throw new Error(`link: ${started.body}`);
  const code = /\d{6}/.exec((await lastMessage(t, phone)).text)?.[0];
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/link/verify',
    headers: user.headers,
    payload: { code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.body}`);
}

/** A webhook body signed (or not) with the app secret, posted straight to Rumo. */
export function postWebhook(
  t: TestApp,
  body: unknown,
  secret = t.config.whatsapp?.appSecret ?? '',
) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: WHATSAPP_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signBody(secret, raw) },
    payload: raw,
  });
}

export function textWebhook(from: string, body: string, id = `wamid.${Math.random()}`) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: '1' },
              contacts: [{ wa_id: from, profile: { name: 'Pessoa' } }],
              messages: [{ from, id, timestamp: '1900000000', type: 'text', text: { body } }],
            },
          },
        ],
      },
    ],
  };
}
