import { billingMessages } from '@rumo/shared/billing/contracts';
import { describe, expect, it } from 'vitest';
import { billingAccess } from './access';

describe('billing access', () => {
  it('keeps a company waiting for its first boleto read-only, with the reason shown', () => {
    const access = billingAccess(
      {
        status: 'pending',
        trialEndsAt: null,
        pastDueSince: null,
        currentPeriodEnd: '2026-11-30',
        cancelAtPeriodEnd: false,
      },
      new Date('2026-11-27T12:00:00Z'),
      7,
    );
    expect(access).toMatchObject({ status: 'pending', readOnly: true, reason: 'payment_pending' });
    expect(billingMessages.readOnly.payment_pending).toContain('primeiro boleto');
  });
});
