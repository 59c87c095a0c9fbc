import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readKeyResult } from '../../test/checkin-fixtures';
import { createObjective } from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { WHATSAPP_SIMULATOR_PREFIX } from '../../whatsapp-config';
import { checkIns } from '../check-ins/public';
import { createReminderCompany, MONDAY_9AM } from '../reminders/reminders.test-data';
import { WHATSAPP_INBOUND_JOB, WHATSAPP_RETENTION_JOB } from './whatsapp.jobs';
import { whatsappInbound, whatsappOutbound } from './whatsapp.table';
import { inbox, linkNumber, postWebhook, replyAs, textWebhook } from './whatsapp.test-helpers';

let t: TestApp;
const clock = testClock(MONDAY_9AM);

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

let phoneCount = 0;
async function linkedPerson() {
  const company = await createReminderCompany(t, { users: 1 });
  const objective = await createObjective(t, {
    companyId: company.companyId,
    cycleId: company.cycle.id,
    ownerId: company.user.id,
    title: 'Crescer a receita',
    keyResults: [{ title: 'Vendas fechadas no trimestre', start: 0, target: 100, current: 65 }],
  });
  const phone = `+55119123400${String(++phoneCount).padStart(2, '0')}`;
  await linkNumber(t, company.user, phone);
  return { company, phone, vendas: objective.keyResultIds[0] as string };
}

const control = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${WHATSAPP_SIMULATOR_PREFIX}/control/${path}`, payload });

async function checkInsOf(keyResultId: string) {
  return t.db.select().from(checkIns).where(eq(checkIns.keyResultId, keyResultId));
}

const lastMessageOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/whatsapp/link', headers })).json().lastMessage;

describe('WhatsApp incoming messages, through the queue', () => {
  it('answers a duplicate delivery 200 and records it once', async () => {
    clock.set(MONDAY_9AM);
    const { phone, vendas } = await linkedPerson();
    const body = textWebhook(phone.slice(1), 'vendas 72', 'wamid.duplicate-1');
    expect((await postWebhook(t, body)).statusCode).toBe(200);
    expect((await postWebhook(t, body)).statusCode).toBe(200);
    expect(await t.app.jobs.drain(WHATSAPP_INBOUND_JOB)).toBe(1);
    // Meta retries a third time after the job ran: still once.
    expect((await postWebhook(t, body)).statusCode).toBe(200);
    expect(await t.app.jobs.drain(WHATSAPP_INBOUND_JOB)).toBe(0);
    expect(await checkInsOf(vendas)).toHaveLength(1);
    const confirmations = (await inbox(t, phone)).filter((m) => m.text.startsWith('Check-in'));
    expect(confirmations).toHaveLength(1);
  });

  it('retries a reply whose send failed, without recording the check-in twice', async () => {
    clock.set(MONDAY_9AM);
    const { phone, vendas } = await linkedPerson();
    // The client's three attempts of the first run all fail.
    await control('failures', { status: 503, times: 3 });
    await postWebhook(t, textWebhook(phone.slice(1), 'vendas 80', 'wamid.retry-1'));
    expect(await t.app.jobs.drain(WHATSAPP_INBOUND_JOB)).toBe(1);
    expect((await readKeyResult(t, vendas)).currentValue).toBe(80);
    expect((await inbox(t, phone)).some((m) => m.text.startsWith('Check-in'))).toBe(false);
    const [stored] = await t.db
      .select()
      .from(whatsappInbound)
      .where(eq(whatsappInbound.messageId, 'wamid.retry-1'));
    expect(stored?.state).toBe('answering');
    // The back-off elapses: the retry sends the answer kept, once.
    await t.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second'
          where name = ${WHATSAPP_INBOUND_JOB} and state = 'retry'`,
    );
    expect(await t.app.jobs.drain(WHATSAPP_INBOUND_JOB)).toBe(1);
    const confirmations = (await inbox(t, phone)).filter((m) => m.text.startsWith('Check-in'));
    expect(confirmations.map((m) => m.text)).toEqual([
      'Check-in registrado. Vendas fechadas no trimestre: 65 → 80 (confiança alta)',
    ]);
    expect(await checkInsOf(vendas)).toHaveLength(1);
  });
});

describe('WhatsApp delivery statuses', () => {
  it('shows the person their last message delivered, read, or failed with the reason in pt-BR', async () => {
    clock.set(MONDAY_9AM);
    const { company, phone } = await linkedPerson();
    const headers = company.user.headers;
    // The link code: sent, then delivered (the simulator's status webhooks).
    expect(await lastMessageOf(headers)).toMatchObject({
      status: 'delivered',
      failureReason: null,
    });
    clock.advanceMs(1000);
    await replyAs(t, phone, { text: 'vendas 70' });
    // The person read the code before answering; the confirmation is the last message.
    expect(await lastMessageOf(headers)).toMatchObject({ status: 'delivered' });

    // A new code that WhatsApp accepts but cannot deliver.
    clock.advanceMs(61_000);
    await control('delivery-failures', { code: 131026, times: 1, to: phone });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/link',
      headers,
      payload: { phone },
    });
    expect(again.statusCode).toBe(200);
    expect(await lastMessageOf(headers)).toEqual({
      status: 'failed',
      at: clock.now().toISOString(),
      failureReason: 'o número não pode receber mensagens do WhatsApp',
    });
    const [failed] = await t.db
      .select()
      .from(whatsappOutbound)
      .where(
        and(eq(whatsappOutbound.userId, company.user.id), eq(whatsappOutbound.status, 'failed')),
      );
    expect(failed).toMatchObject({ kind: 'link_code', errorCode: 131026 });
    // The code itself is never kept.
    expect(failed?.summary).not.toMatch(/\d{6}/);
  });

  it('never takes a status back: a late "delivered" leaves a message read', async () => {
    clock.set(MONDAY_9AM);
    const { company, phone } = await linkedPerson();
    const [sent] = await t.db
      .select()
      .from(whatsappOutbound)
      .where(eq(whatsappOutbound.userId, company.user.id));
    const status = (value: string) => ({
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
                statuses: [
                  {
                    id: sent?.wamid,
                    status: value,
                    timestamp: '1900000000',
                    recipient_id: phone.slice(1),
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    expect((await postWebhook(t, status('read'))).statusCode).toBe(200);
    expect((await postWebhook(t, status('delivered'))).statusCode).toBe(200);
    expect(await lastMessageOf(company.user.headers)).toMatchObject({ status: 'read' });
  });
});

describe('WhatsApp messages: retention and personal data', () => {
  it('purges messages in and out after 90 days on the daily job, and keeps newer ones', async () => {
    clock.set(MONDAY_9AM);
    const old = await linkedPerson();
    const recent = await linkedPerson();
    await replyAs(t, old.phone, { text: 'vendas 71' });
    clock.advanceDays(60);
    await replyAs(t, recent.phone, { text: 'vendas 72' });
    clock.advanceDays(31);
    await t.app.jobs.send(WHATSAPP_RETENTION_JOB, {});
    expect(await t.app.jobs.drain(WHATSAPP_RETENTION_JOB)).toBe(1);
    const users = [old.company.user.id, recent.company.user.id];
    const left = async (table: typeof whatsappInbound | typeof whatsappOutbound, userId: string) =>
      (await t.db.select().from(table).where(eq(table.userId, userId))).length;
    expect(await left(whatsappInbound, users[0] as string)).toBe(0);
    expect(await left(whatsappOutbound, users[0] as string)).toBe(0);
    expect(await left(whatsappInbound, users[1] as string)).toBe(1);
    // Its link code (day 0) is gone, the answer of day 60 stays.
    expect(await left(whatsappOutbound, users[1] as string)).toBe(1);
  });

  it('exports the number and messages to the person, with no code; a deleted company takes them along', async () => {
    clock.set(MONDAY_9AM);
    const { company, phone } = await linkedPerson();
    clock.advanceMs(1000);
    await replyAs(t, phone, { text: 'vendas 73, fechamos 3 contratos' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/my-data',
      headers: company.user.headers,
    });
    const { whatsapp } = response.json();
    expect(whatsapp.numero).toBe(phone);
    expect(whatsapp.mensagens_recebidas).toMatchObject([
      { texto: 'vendas 73, fechamos 3 contratos' },
    ]);
    expect(whatsapp.mensagens_enviadas.map((m: { tipo: string }) => m.tipo)).toEqual([
      'link_code',
      'reply',
    ]);
    expect(whatsapp.mensagens_enviadas[0].texto).not.toMatch(/\d{6}/);
    expect(response.body).not.toContain('code_hash');

    // The company's deletion (LGPD) purges every table with a company_id: these two included.
    const scheduled = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/company-deletion',
      headers: company.admin.headers,
      payload: { companyName: 'Empresa Teste' },
    });
    expect(scheduled.statusCode).toBe(200);
    clock.set(new Date(Date.parse(scheduled.json().deletion.scheduledFor) + 1000));
    await t.app.jobs.send('privacy-purge', {});
    await t.app.jobs.drain('privacy-purge');
    for (const table of [whatsappInbound, whatsappOutbound]) {
      const rows = await t.db.select().from(table).where(eq(table.userId, company.user.id));
      expect(rows).toEqual([]);
    }
  });
});
