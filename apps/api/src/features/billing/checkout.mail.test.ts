import { describe, expect, it } from 'vitest';
import { firstBoletoExpiredEmail, firstBoletoReminderEmail } from './checkout.first-boleto.mail';
import { checkoutEmail, purchaseActivationEmail } from './checkout.mail';

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

describe('boleto e-mails', () => {
  const boleto = {
    dueDate: '2026-11-30',
    linhaDigitavel: '36490.00019 00000.000009 00000.000000 1 12345000044900',
    pdfUrl: 'https://rumo.example/efi-sim/boleto/1.pdf',
    pixCode:
      '00020101021226830014BR.GOV.BCB.PIX2561pix.example/qr/v2/cobv/1520400005303986540544.905802BR6304ABCD',
  };
  const result = {
    id: 'p1',
    plan: { id: 'plan', name: 'Equipe', interval: 'monthly', priceCents: 44_900, userLimit: 10 },
    amountCents: 44_900,
    nextChargeAt: '2026-11-30',
    trial: false,
    email: 'ana@empresa.com.br',
    paymentMethod: 'boleto',
    cardMask: null,
    boleto,
    existingCompany: false,
  } as const;

  it('a pending order carries the boleto (amount, due date, line, PDF, Pix) and no account link', () => {
    const mail = checkoutEmail(
      'http://localhost:3000',
      { email: result.email, name: 'Ana' },
      result,
      {
        activation: null,
        pending: true,
      },
    );
    expect(mail.template).toBe('purchase_boleto');
    expect(mail.subject).toBe('Seu pedido do Rumo: pague o boleto até 30/11/26');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('R$');
      expect(body).toContain('449,00');
      expect(body).toContain('Vencimento: 30/11/26.');
      expect(body).toContain(boleto.linhaDigitavel);
      expect(body).toContain(boleto.pdfUrl);
      expect(body).toContain(boleto.pixCode);
      expect(body).toContain('enviaremos o link para você ativar sua conta');
      expect(body).not.toContain('token=');
      expect(body).not.toContain('/configuracoes');
    }
  });

  it('the boleto reminders and the expired order say when, and the expiry links to the plans', () => {
    const order = { amountCents: 44_900, boleto };
    const to = { name: 'Ana', email: 'ana@empresa.com.br' };
    const tomorrow = firstBoletoReminderEmail(order, 1)(to, 'http://x/configuracoes');
    expect(tomorrow.subject).toBe(
      'Lembrete: o boleto do seu pedido do Rumo vence amanhã (30/11/26)',
    );
    expect(tomorrow.text).toContain(boleto.linhaDigitavel);
    const today = firstBoletoReminderEmail(order, 0)(to, 'http://x/configuracoes');
    expect(today.subject).toBe('O boleto do seu pedido do Rumo vence hoje (30/11/26)');
    expect(today.html).toContain(boleto.pixCode);
    const expired = firstBoletoExpiredEmail(order, 'http://x/planos')(to, 'http://x/configuracoes');
    expect(expired.text).toContain('Ver os planos: http://x/planos');
    expect(expired.text).not.toContain('configuracoes');
  });
});
