import { billingMessages } from '@rumo/shared/billing/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readActivity, readKeyResult } from '../../test/checkin-fixtures';
import { createObjective } from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { subscriptions } from '../billing/public';
import { checkIns } from '../check-ins/public';
import { createReminderCompany, MONDAY_9AM } from '../reminders/reminders.test-data';
import { WHATSAPP_INBOUND_JOB } from './whatsapp.jobs';
import {
  inbox,
  lastMessage,
  linkNumber,
  postWebhook,
  replyAs,
  textWebhook,
} from './whatsapp.test-helpers';

let t: TestApp;
const clock = testClock(MONDAY_9AM);
const PHONE = '+5511912345678';
const OTHER_PHONE = '+5521998765432';

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

async function companyWithWork() {
  const company = await createReminderCompany(t, { users: 1 });
  const objective = await createObjective(t, {
    companyId: company.companyId,
    cycleId: company.cycle.id,
    ownerId: company.user.id,
    title: 'Crescer a receita',
    keyResults: [
      { title: 'Vendas fechadas no trimestre', start: 0, target: 100, current: 65 },
      { title: 'NPS dos clientes', start: 0, target: 80, current: 60 },
    ],
  });
  const [vendas, nps] = objective.keyResultIds as [string, string];
  return { company, vendas, nps };
}

describe('WhatsApp webhook', () => {
  it('answers the verify-token handshake, and refuses a wrong token', async () => {
    const token = t.config.whatsapp?.verifyToken ?? '';
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('refuses a body whose X-Hub-Signature-256 is not the app secret’s, and records nothing', async () => {
    clock.set(MONDAY_9AM);
    const { company, vendas } = await companyWithWork();
    await linkNumber(t, company.user, '+5511900000001');
    const forged = await postWebhook(t, textWebhook('5511900000001', 'vendas 90'), 'other-secret');
    expect(forged.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(textWebhook('5511900000001', 'vendas 90')),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await readKeyResult(t, vendas)).currentValue).toBe(65);
    // The same body, signed: answered 200 at once, recorded by the queue's job.
    const signed = await postWebhook(t, textWebhook('5511900000001', 'vendas 90'));
    expect(signed.statusCode).toBe(200);
    expect((await readKeyResult(t, vendas)).currentValue).toBe(65);
    expect(await t.app.jobs.drain(WHATSAPP_INBOUND_JOB)).toBe(1);
    expect((await readKeyResult(t, vendas)).currentValue).toBe(90);
  });
});

describe('WhatsApp check-ins through the simulator', () => {
  it('links a number, reminds, takes a plain reply, records the check-in and confirms it', async () => {
    clock.set(MONDAY_9AM);
    const { company, vendas } = await companyWithWork();
    const member = company.user;

    // Link: the code arrives by the approved template; a wrong code is refused.
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/link',
      headers: member.headers,
      payload: { phone: '(11) 91234-5678' },
    });
    expect(started.json()).toMatchObject({ status: 'pending', phone: PHONE });
    const codeMessage = await lastMessage(t, PHONE);
    expect(codeMessage.type).toBe('template');
    const code = /\d{6}/.exec(codeMessage.text)?.[0] as string;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/link/verify',
      headers: member.headers,
      payload: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/link/verify',
      headers: member.headers,
      payload: { code },
    });
    expect(verified.json()).toMatchObject({ status: 'linked', phone: PHONE });

    // Reminder: the weekly run sends the template listing the due key results, then the list.
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/dev/reminders/run',
      payload: { at: MONDAY_9AM.toISOString() },
    });
    expect(run.statusCode).toBe(200);
    const [reminder, list] = (await inbox(t, PHONE)).slice(-2);
    expect(reminder?.type).toBe('template');
    expect(reminder?.text).toContain('Vendas fechadas no trimestre');
    expect(reminder?.text).toContain('NPS dos clientes');
    expect(list?.options.map((option) => option.id)).toContain(`kr:${vendas}`);

    // Reply in plain Portuguese.
    await replyAs(t, PHONE, { text: 'KR vendas 72, confiança média, fechamos 3 contratos' });
    const kr = await readKeyResult(t, vendas);
    expect(kr.currentValue).toBe(72);
    expect(kr.confidence).toBe('at_risk');
    const [checkIn] = await t.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.keyResultId, vendas), eq(checkIns.authorId, member.id)));
    expect(checkIn).toMatchObject({ value: 72, comment: 'Fechamos 3 contratos' });
    expect((await lastMessage(t, PHONE)).text).toBe(
      'Check-in registrado. Vendas fechadas no trimestre: 65 → 72 (confiança média)',
    );
    // Same rules as the app: the activity log has it.
    const [entry] = await readActivity(t, company.companyId, checkIn?.id as string);
    expect(entry).toMatchObject({ entityType: 'check_in', action: 'created', actorId: member.id });
    // Delivery statuses reached Rumo (signed) and the simulator marked them.
    expect(codeMessage.status).toBe('delivered');
  });

  it('asks which key result when the reply is ambiguous, and records the one picked', async () => {
    clock.set(MONDAY_9AM);
    const { company, nps, vendas } = await companyWithWork();
    await linkNumber(t, company.user, OTHER_PHONE);
    await replyAs(t, OTHER_PHONE, { text: '70, tudo certo' });
    const question = await lastMessage(t, OTHER_PHONE);
    expect(question.type).toBe('interactive');
    expect(question.text).toContain('70');
    expect(question.options.map((option) => option.id).sort()).toEqual(
      [`kr:${nps}`, `kr:${vendas}`].sort(),
    );
    expect((await readKeyResult(t, nps)).currentValue).toBe(60);
    await replyAs(t, OTHER_PHONE, { listReplyId: `kr:${nps}` });
    expect((await readKeyResult(t, nps)).currentValue).toBe(70);
    expect((await lastMessage(t, OTHER_PHONE)).text).toContain('NPS dos clientes: 60 → 70');
  });

  it('refuses a check-in of a read-only company (trial ended) with the app’s message', async () => {
    clock.set(MONDAY_9AM);
    const { company, vendas } = await companyWithWork();
    const phone = '+5541933334444';
    await linkNumber(t, company.user, phone);
    await t.db.delete(subscriptions).where(eq(subscriptions.companyId, company.companyId));
    await t.db.insert(subscriptions).values({
      companyId: company.companyId,
      status: 'trialing',
      trialEndsAt: new Date(MONDAY_9AM.getTime() - 60_000),
    });
    await replyAs(t, phone, { text: 'vendas 72' });
    expect((await readKeyResult(t, vendas)).currentValue).toBe(65);
    expect((await lastMessage(t, phone)).text).toContain(billingMessages.readOnly.trial_ended);
  });

  it('answers help to an unparseable reply and "not linked" to an unknown number', async () => {
    await replyAs(t, OTHER_PHONE, { text: 'oi, tudo bem?' });
    expect((await lastMessage(t, OTHER_PHONE)).text).toContain('Não entendi');
    await replyAs(t, '+5531911112222', { text: 'vendas 10' });
    expect((await lastMessage(t, '+5531911112222')).text).toContain('não está vinculado');
  });
});
