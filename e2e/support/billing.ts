import type { APIRequestContext } from '@playwright/test';
import type { SessionUser } from './api';
import { buyViaApi } from './checkout';

/** A signed-in admin buys a monthly plan for their own company (POST /api/checkout with the token). */
export async function buyForCompany(
  request: APIRequestContext,
  admin: SessionUser,
  planName = 'Equipe',
) {
  const { plan } = await buyViaApi(request, admin, { token: admin.token, planName });
  return plan;
}
