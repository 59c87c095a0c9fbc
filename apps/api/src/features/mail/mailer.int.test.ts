import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { emailOutbox } from './mail.table';
import { activationEmail, passwordResetEmail } from './mail.templates';
import { createMailer, type MailTransport } from './mailer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logged: object[] = [];
const clock = testClock(new Date('2026-03-02T12:00:00Z'));
const logger = { error: (payload: object) => void logged.push(payload) };
const message = () =>
  activationEmail({
    to: `${crypto.randomUUID()}@teste.rumo.app`,
    name: 'Ana',
    link: 'http://x/a?token=1&b=2',
  });

const outboxRow = async (to: string) => {
  const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  return row;
};

describe('mailer', () => {
  it('without a transport only records the message', async () => {
    const mail = message();
    await createMailer({ from: 'Rumo <x@rumo.app>', logger, now: clock.now }).send(t.db, mail);
    expect(await outboxRow(mail.to)).toMatchObject({
      status: 'recorded',
      subject: mail.subject,
      template: 'activation',
    });
  });

  it('delivers through the transport with the sender and marks the row sent at the clock time', async () => {
    const delivered: Parameters<MailTransport['deliver']>[0][] = [];
    const mailer = createMailer({
      from: 'Rumo <x@rumo.app>',
      logger,
      now: clock.now,
      transport: { deliver: async (sent) => void delivered.push(sent) },
    });
    const mail = message();
    await mailer.send(t.db, mail);
    expect(delivered).toEqual([{ ...mail, from: 'Rumo <x@rumo.app>' }]);
    expect(await outboxRow(mail.to)).toMatchObject({
      status: 'sent',
      error: null,
      sentAt: clock.now(),
    });
  });

  it('records a delivery failure instead of throwing', async () => {
    const mailer = createMailer({
      from: 'Rumo <x@rumo.app>',
      logger,
      now: clock.now,
      transport: {
        deliver: async () => {
          throw new Error('SMTP fora do ar');
        },
      },
    });
    const mail = message();
    await expect(mailer.send(t.db, mail)).resolves.toBeUndefined();
    expect(await outboxRow(mail.to)).toMatchObject({ status: 'failed', error: 'SMTP fora do ar' });
    expect(logged).toHaveLength(1);
  });
});

describe('templates', () => {
  it('are pt-BR, in HTML and text, with the link escaped in HTML', () => {
    for (const mail of [
      activationEmail({ to: 'a@b.c', name: 'Zé <script>', link: 'http://x/a?token=1&b=2' }),
      passwordResetEmail({ to: 'a@b.c', name: 'Zé <script>', link: 'http://x/a?token=1&b=2' }),
    ]) {
      expect(mail.text).toContain('Olá, Zé <script>!');
      expect(mail.text).toContain('http://x/a?token=1&b=2');
      expect(mail.html).toContain('<html lang="pt-BR">');
      expect(mail.html).toContain('Zé &lt;script&gt;');
      expect(mail.html).toContain('href="http://x/a?token=1&amp;b=2"');
    }
  });
});
