import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, test } from '@playwright/test';
import { loginViaApi, type SessionUser } from './support/api';
import { checkPage, SCHEMES, seriousViolations, signIn, WIDTHS, where } from './support/axe';
import { demo } from './support/data';
import { bearer, expect } from './support/okr';

// WhatsApp check-ins through the bundled Cloud API simulator (/whatsapp-sim): a member links
// their number in Meu Perfil with the code the simulator received, answers in plain Portuguese,
// and finds the check-in in the app; an admin links and unlinks; axe on the section's states.

type SimMessage = { text: string; type: string; options: { id: string; title: string }[] };

const randomPhone = () => `119${String(randomInt(10_000_000, 99_999_999))}`;

async function messagesTo(request: APIRequestContext, digits: string): Promise<SimMessage[]> {
  const response = await request.get(`/whatsapp-sim/control/messages?to=55${digits}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: SimMessage[] }).data;
}

async function codeSentTo(request: APIRequestContext, digits: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = /\d{6}/.exec((await messagesTo(request, digits)).at(-1)?.text ?? '')?.[0];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

async function linkInProfile(page: Page, request: APIRequestContext, digits: string) {
  await page.goto('/perfil');
  const section = page.getByRole('region', { name: 'WhatsApp' });
  await section.getByRole('textbox', { name: 'Número do WhatsApp' }).fill(digits);
  await section.getByRole('button', { name: 'Enviar código' }).click();
  const code = await codeSentTo(request, digits);
  await section.getByRole('textbox', { name: 'Código de verificação' }).fill(code);
  await section.getByRole('button', { name: 'Confirmar' }).click();
  await expect(section.getByText('Vinculado')).toBeVisible();
  return section;
}

/** A key result of the active cycle owned by the member, without a check-in this week. */
async function dueKeyResultOf(request: APIRequestContext, admin: SessionUser, member: SessionUser) {
  const tag = randomUUID().slice(0, 6);
  const cycles = await request.get('/api/cycles?limit=100', { headers: bearer(admin.token) });
  const { data } = (await cycles.json()) as { data: { id: string; status: string }[] };
  const cycle = data.find((item) => item.status === 'active');
  if (!cycle) throw new Error('the demo has an active cycle');
  const title = `Quiosques abertos ${tag}`;
  const created = await request.post('/api/objectives/', {
    headers: bearer(admin.token),
    data: {
      cycleId: cycle.id,
      title: `Chegar ao Sul ${tag}`,
      level: 'company',
      ownerId: admin.id,
      keyResults: [
        {
          title,
          type: 'increase',
          start: 0,
          target: 10,
          unit: 'number',
          decimals: 0,
          weight: 1,
          ownerId: member.id,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { objectiveId: ((await created.json()) as { id: string }).id, title };
}

test('a member links WhatsApp in Meu Perfil and checks in by replying in Portuguese', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await loginViaApi(request, demo.admin);
  const member = await loginViaApi(request, demo.user);
  const { objectiveId, title } = await dueKeyResultOf(request, admin, member);
  const digits = randomPhone();
  await signIn(page, member, { darkTheme: false });

  // A number without DDD is refused in pt-BR before any code goes out.
  await page.goto('/perfil');
  const section = page.getByRole('region', { name: 'WhatsApp' });
  await section.getByRole('textbox', { name: 'Número do WhatsApp' }).fill('1234');
  await section.getByRole('button', { name: 'Enviar código' }).click();
  await expect(section.getByText('Informe um número de WhatsApp válido com DDD')).toBeVisible();

  await linkInProfile(page, request, digits);

  // The person answers on their phone; Rumo confirms back with the change.
  const reply = await request.post('/whatsapp-sim/control/reply', {
    data: { from: `55${digits}`, text: 'quiosques 7, confiança alta, dois abertos em Curitiba' },
  });
  expect(reply.status()).toBe(200);
  // Stored by the webhook, answered by the queue's job.
  await expect
    .poll(async () => (await messagesTo(request, digits)).at(-1)?.text)
    .toBe(`Check-in registrado. ${title}: 0 → 7 (confiança alta)`);

  // The confirmation's delivery status (the simulator's status webhooks), in Meu Perfil.
  await page.reload();
  await expect(section.getByTestId('whatsapp-last-message')).toContainText(
    'Última mensagem: entregue',
  );

  // The check-in is in the app, as if made there.
  await page.goto(`/okrs/${objectiveId}`);
  const card = page.getByRole('article', { name: title });
  await expect(
    card.getByRole('progressbar', { name: `Progresso de "${title}": 70%` }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Histórico de check-ins' }).click();
  await expect(card.getByText('dois abertos em Curitiba')).toBeVisible();
});

test('an admin links and unlinks WhatsApp with confirmation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await loginViaApi(request, demo.admin);
  await signIn(page, admin, { darkTheme: true });
  const section = await linkInProfile(page, request, randomPhone());
  await section.getByRole('button', { name: 'Desvincular' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desvincular WhatsApp' });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Desvincular' }).click();
  await expect(section.getByRole('button', { name: 'Enviar código' })).toBeVisible();
});

test('the WhatsApp section passes axe-core in each state, light and dark, 390 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const member = await loginViaApi(request, demo.user);
  const admin = await loginViaApi(request, demo.admin);
  // Admin: no number (the form); member: pending (the code form), then linked.
  const pendingDigits = randomPhone();
  const started = await request.post('/api/whatsapp/link', {
    headers: bearer(member.token),
    data: { phone: pendingDigits },
  });
  expect([200, 429]).toContain(started.status());
  for (const [who, session] of [
    ['admin', admin],
    ['membro', member],
  ] as const) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const dark of SCHEMES) {
        await signIn(page, session, { darkTheme: dark });
        await checkPage(page, '/perfil', `${who}, ${where(width, dark)}`);
        await expect(page.getByRole('region', { name: 'WhatsApp' })).toBeVisible();
        if (width === 390) {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth,
          );
          expect(overflow, `no horizontal scroll at 390 px (${who})`).toBe(false);
        }
      }
    }
  }
});
