import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The backoffice's base path and the seeded staff admin (apps/api backoffice.seed.ts). */
export const BACKOFFICE = '/xyz/backoffice';
export const STAFF_ADMIN = { email: 'admin@backoffice.rumo.demo', password: 'rumo1234' };

export async function signInBackoffice(page: Page) {
  await page.goto(`${BACKOFFICE}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(STAFF_ADMIN.email);
  await page.getByRole('textbox', { name: 'Senha' }).fill(STAFF_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Seu acesso' })).toBeVisible();
}

/** The staff admin's bearer header for the backoffice API. */
export async function staffHeaders(request: APIRequestContext) {
  const response = await request.post('/api/backoffice/auth/login', { data: STAFF_ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { access_token: string } };
  return { authorization: `Bearer ${body.data.access_token}` };
}

export type StaffPayment = {
  id: string;
  efiChargeId: number;
  status: string;
  method: 'card' | 'boleto';
  paidVia: string | null;
};

/** The company's payments as the backoffice lists them (newest first). */
export async function paymentsOf(
  request: APIRequestContext,
  headers: Record<string, string>,
  company: string,
): Promise<StaffPayment[]> {
  const response = await request.get(
    `/api/backoffice/payments?company=${encodeURIComponent(company)}`,
    { headers },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: StaffPayment[] }).data;
}
