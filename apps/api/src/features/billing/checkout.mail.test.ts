import { describe, expect, it } from 'vitest';
import { purchaseActivationEmail } from './checkout.mail';

describe('purchase e-mail', () => {
  it('shows the card as the app does, by its last four digits', () => {
    const mail = purchaseActivationEmail({
      to: 'ana@empresa.com.br',
      name: 'Ana',
      link: 'http://localhost:3000/auth/activate-account-purchase?token=x',
      result: {
        id: 'p1',
        plan: { id: 'plan', name: 'Equipe', interval: 'monthly', userLimit: 10 },
        amountCents: 4990,
        nextChargeAt: '2026-12-27',
        email: 'ana@empresa.com.br',
        cardMask: 'XXXXXXXXXXXX4444',
        existingCompany: false,
      } as Parameters<typeof purchaseActivationEmail>[0]['result'],
    });
    expect(mail.text).toContain('Cartão: •••• 4444.');
    expect(mail.text).not.toContain('XXXX');
  });
});
