import { billingErrorCodes } from '@rumo/shared/billing/contracts';
import { describe, expect, it } from 'vitest';
import { billingKeys } from '../features/billing/api/query-keys';
import { ApiError } from '../lib/api-error';
import { createQueryClient } from './query-client';

const access = {
  status: 'active',
  readOnly: false,
  reason: null,
  trialDaysLeft: null,
  graceDaysLeft: null,
};

async function failWith(error: unknown) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(billingKeys.access, access);
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () => Promise.reject(error),
  });
  await mutation.execute(undefined).catch(() => undefined);
  return queryClient.getQueryState(billingKeys.access)?.isInvalidated;
}

describe('query client', () => {
  it('refreshes the billing access after a write refused because the company is read-only', async () => {
    const refused = new ApiError(402, {
      statusCode: 402,
      code: billingErrorCodes.readOnly,
      message: 'A conta está em modo somente leitura.',
    });
    expect(await failWith(refused)).toBe(true);
  });

  it('leaves the access alone on other errors (a plan limit is 402 too)', async () => {
    const limit = new ApiError(402, { code: billingErrorCodes.planUserLimit, message: 'Limite' });
    expect(await failWith(limit)).toBe(false);
    expect(await failWith(new ApiError(409, { message: 'Conflito' }))).toBe(false);
  });
});
