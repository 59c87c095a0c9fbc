import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  expect as baseExpect,
  type Locator,
  type Page,
} from '@playwright/test';
import type { KeyResult, Objective, ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import type { SessionUser } from './api';

/** Web-first assertions with room for this shared 2-core machine. */
export const expect = baseExpect.configure({ timeout: 20_000 });

type Confidence = 'No caminho' | 'Em risco' | 'Fora do caminho';

export interface PlannedKeyResult {
  title: string;
  type: 'Aumentar de X para Y' | 'Reduzir de X para Y' | 'Entregue ou não';
  start?: number;
  target?: number;
  /** The check-in: a number, or true for "Entregue". */
  value: number | true;
  confidence: Confidence;
  /** How the value and the progress read after the check-in. */
  shownValue: string;
  progress: string;
}

/**
 * Unique names for one run of the OKR journey, and three key results of different types whose
 * check-ins give 50%, 50% and 100% (the objective: 66,7%).
 */
export function okrScenario() {
  const tag = randomUUID().slice(0, 6);
  const keyResults: PlannedKeyResult[] = [
    {
      title: `Clientes ativos no portal ${tag}`,
      type: 'Aumentar de X para Y',
      start: 100,
      target: 200,
      value: 150,
      confidence: 'No caminho',
      shownValue: '150',
      progress: '50%',
    },
    {
      title: `Horas até a primeira resposta ${tag}`,
      type: 'Reduzir de X para Y',
      start: 48,
      target: 12,
      value: 30,
      confidence: 'Em risco',
      shownValue: '30',
      progress: '50%',
    },
    {
      title: `Portal de autoatendimento no ar ${tag}`,
      type: 'Entregue ou não',
      value: true,
      confidence: 'No caminho',
      shownValue: 'Entregue',
      progress: '100%',
    },
  ];
  return {
    tag,
    cycleName: `Ciclo E2E ${tag}`,
    pillarName: `Pilar Experiência ${tag}`,
    teamName: `Time Sucesso ${tag}`,
    member: {
      name: `Helena Convidada ${tag}`,
      email: `e2e-convite-${tag}@example.com`,
      password: `Senha-${tag}-ok`,
    },
    objectiveTitle: `Encantar os clientes no novo portal ${tag}`,
    keyResults,
  };
}

export async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** The company's time zone (demo settings); the app and the API count days in it. */
const TIME_ZONE = 'America/Sao_Paulo';
const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** 'YYYY-MM-DD' of today minus `daysAgo`, in the company's time zone. */
export function companyDay(daysAgo = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - daysAgo)).toISOString().slice(0, 10);
}

/** How Mantine's calendar names a day button with the app's pt-br locale: "14 novembro 2026". */
function calendarDayName(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Chooses `isoDate` (today or earlier) in a Mantine DatePickerInput labelled `label`. */
export async function pickPastDate(page: Page, scope: Locator, label: string, isoDate: string) {
  await scope.getByRole('button', { name: label, exact: true }).click();
  // The calendar opens on the current month; step back once when the day is in an earlier one.
  if (isoDate.slice(0, 7) !== companyDay().slice(0, 7)) {
    await page.locator('[data-direction="previous"]').first().click();
  }
  await page.getByRole('button', { name: calendarDayName(isoDate), exact: true }).click();
  const [year, month, day] = isoDate.split('-');
  await expect(scope.getByRole('button', { name: label, exact: true })).toHaveText(
    `${day}/${month}/${year?.slice(2)}`,
  );
}

/**
 * Picks an option of a Mantine Select (role combobox). `search` is typed first for searchable
 * selects, whose options may come from the server; `option` may be a pattern when the option
 * also shows an avatar's initials.
 */
export async function chooseOption(
  page: Page,
  scope: Locator,
  label: string,
  option: string | RegExp,
  search?: string,
) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search !== undefined) await input.fill(search);
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  if (typeof option === 'string') await expect(input).toHaveValue(option);
}

/** Clicks a SegmentedControl segment (its radio input is hidden) and checks it took. */
export async function chooseSegment(scope: Locator, name: string) {
  await scope.getByText(name, { exact: true }).click();
  await expect(scope.getByRole('radio', { name, exact: true })).toBeChecked();
}

/** The session the SPA keeps in localStorage `user` (spec §3). */
export async function storedSession(page: Page): Promise<SessionUser> {
  const raw = await page.evaluate(() => localStorage.getItem('user'));
  expect(raw, 'a session in localStorage "user"').toBeTruthy();
  return JSON.parse(raw as string) as SessionUser;
}

/** An objective's detail read through the API with `token`. */
export async function objectiveViaApi(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<ObjectiveDetail> {
  const response = await request.get(`/api/objectives/${id}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ObjectiveDetail;
}

/** A key result of the current cycle that somebody other than `userId` owns (demo data). */
export async function keyResultOwnedByAnother(
  request: APIRequestContext,
  token: string,
  userId: string,
): Promise<{ objectiveId: string; keyResult: KeyResult }> {
  const response = await request.get('/api/objectives?limit=100', { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: Objective[] };
  for (const objective of data) {
    if (objective.keyResultCount === 0 || objective.status === 'closed') continue;
    const detail = await objectiveViaApi(request, token, objective.id);
    const keyResult = detail.keyResults.find((item) => item.owner.id !== userId);
    if (keyResult) return { objectiveId: objective.id, keyResult };
  }
  throw new Error('no key result owned by another person in the current cycle');
}

/** 'Adicionar resultado-chave' on the objective page, filled from the plan, owned by `ownerName`. */
export async function addKeyResult(page: Page, keyResult: PlannedKeyResult, ownerName: string) {
  await page.getByRole('button', { name: 'Adicionar resultado-chave' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Novo resultado-chave' });
  await dialog.getByRole('textbox', { name: 'Título', exact: true }).fill(keyResult.title);
  await chooseOption(page, dialog, 'Tipo', keyResult.type);
  if (keyResult.start !== undefined) {
    await dialog
      .getByRole('textbox', { name: 'De (valor inicial)', exact: true })
      .fill(String(keyResult.start));
  }
  if (keyResult.target !== undefined) {
    await dialog
      .getByRole('textbox', { name: 'Para (meta)', exact: true })
      .fill(String(keyResult.target));
  }
  // Options show the avatar's initials before the name.
  await chooseOption(page, dialog, 'Responsável', new RegExp(`${ownerName}$`), ownerName);
  await expect(dialog.getByRole('combobox', { name: 'Responsável' })).toHaveValue(ownerName);
  await dialog.getByRole('button', { name: 'Adicionar resultado-chave' }).click();
  await expectToast(page, 'Resultado-chave adicionado.');
  await expect(dialog).toBeHidden();
}

/** Fills the guided flow's current step (whichever planned key result it shows) and moves on. */
export async function checkInGuidedStep(
  flow: Locator,
  keyResults: readonly PlannedKeyResult[],
  step: number,
) {
  await expect(flow.getByTestId('guided-step')).toHaveText(`${step} de ${keyResults.length}`);
  const form = flow.locator('form');
  await expect(form).toHaveAttribute('aria-label', /^Check-in de /);
  const name = await form.getAttribute('aria-label');
  const keyResult = keyResults.find((item) => name === `Check-in de ${item.title}`);
  if (!keyResult) throw new Error(`unexpected key result in the flow: ${name}`);

  if (keyResult.value === true) {
    const delivered = form.getByRole('switch', { name: 'Entregue' });
    await delivered.check();
    await expect(delivered).toBeChecked();
  } else {
    await form
      .getByRole('textbox', { name: 'Valor atual', exact: true })
      .fill(String(keyResult.value));
  }
  await chooseSegment(form, keyResult.confidence);
  await form
    .getByRole('textbox', { name: 'Comentário', exact: true })
    .fill(`Semana ${step}: ${keyResult.confidence.toLowerCase()}.`);
  await expect(form.getByTestId('check-in-preview')).toContainText(keyResult.progress);
  const last = step === keyResults.length;
  await form.getByRole('button', { name: last ? 'Concluir' : 'Próximo' }).click();
}

/** /okr-evolution with the scope Objetivo and the objective found by `search`. */
export async function openObjectiveEvolution(page: Page, objectiveTitle: string, search: string) {
  await page.goto('/okr-evolution');
  const main = page.getByRole('main');
  await chooseSegment(main, 'Objetivo');
  await chooseOption(page, main, 'Objetivo', objectiveTitle, search);
  await expect(page).toHaveURL(/escopo=objetivo.*item=/);
}

/** A full PUT body for `keyResult` that hands it to `ownerId`. */
export function takeOverBody(keyResult: KeyResult, ownerId: string) {
  const { title, type, start, target, unit, customUnit, decimals, weight, dueDate } = keyResult;
  const changedTitle = `${title} (alterado)`;
  return {
    title: changedTitle,
    type,
    start,
    target,
    unit,
    customUnit,
    decimals,
    weight,
    dueDate,
    ownerId,
  };
}
