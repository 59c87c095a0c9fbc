import { formatBillingDate } from '@rumo/shared/billing/money';
import type { MailMessage } from '../mail/public';
import { render } from '../mail/public';

export function cancellationEmail(input: {
  to: string;
  name: string;
  endsOn: string | null;
  link: string;
}): MailMessage {
  const until = input.endsOn
    ? ` até ${formatBillingDate(input.endsOn)}`
    : ' até o fim do período pago';
  return render(input.to, {
    template: 'subscription_cancel_scheduled',
    subject: 'Cancelamento da assinatura do Rumo agendado',
    greeting: `Olá, ${input.name}!`,
    paragraphs: [
      `Recebemos o pedido de cancelamento. Sua empresa continua com acesso completo${until} e nenhuma nova cobrança será feita.`,
      'Depois dessa data a conta fica em modo somente leitura: nada é apagado, e você pode assinar de novo quando quiser.',
      'Mudou de ideia? Desfaça o cancelamento antes dessa data em Configurações › Assinatura.',
    ],
    button: 'Ver minha assinatura',
    link: input.link,
    footnote: 'Se você não pediu este cancelamento, desfaça-o e troque sua senha.',
  });
}

export function cancellationUndoneEmail(input: {
  to: string;
  name: string;
  link: string;
}): MailMessage {
  return render(input.to, {
    template: 'subscription_cancel_undone',
    subject: 'Sua assinatura do Rumo continua ativa',
    greeting: `Olá, ${input.name}!`,
    paragraphs: [
      'O cancelamento foi desfeito. Sua assinatura continua normalmente, com as cobranças nas datas de sempre.',
    ],
    button: 'Ver minha assinatura',
    link: input.link,
    footnote: 'Você recebe um recibo por e-mail a cada pagamento confirmado.',
  });
}

const brandName = (brand: string | null) =>
  brand ? `${brand.charAt(0).toUpperCase()}${brand.slice(1)}` : 'novo';

/**
 * Every card change, to each admin of the company: who changed it, when, and the card's last
 * digits. A security notice, so it carries no link to follow (nor any token).
 */
export function cardChangedEmail(input: {
  to: string;
  name: string;
  changedBy: string;
  changedAt: Date;
  cardBrand: string | null;
  cardMask: string | null;
}): MailMessage {
  const last4 = input.cardMask?.replace(/\D/g, '').slice(-4);
  const card = last4
    ? `cartão ${brandName(input.cardBrand)} com final ${last4}`
    : `cartão ${brandName(input.cardBrand)}`;
  return render(input.to, {
    template: 'subscription_card_changed',
    subject: 'O cartão da assinatura do Rumo foi trocado',
    greeting: `Olá, ${input.name}!`,
    paragraphs: [
      `${input.changedBy} trocou o cartão da assinatura do Rumo em ${formatBillingDate(input.changedAt)}. As próximas cobranças serão feitas no ${card}.`,
      'Se você não reconhece esta troca, entre no Rumo digitando o endereço no navegador (não use links recebidos por e-mail), troque sua senha e confira o cartão em Configurações › Assinatura.',
    ],
    footnote: 'Enviamos este aviso a todos os administradores da empresa a cada troca de cartão.',
  });
}

/**
 * A switch between card and boleto, to each admin: who switched, when, and from which charge on.
 * A security notice like the card change's: no link to follow.
 */
export function paymentMethodChangedEmail(input: {
  to: string;
  name: string;
  changedBy: string;
  changedAt: Date;
  method: 'card' | 'boleto';
  fromDay: string;
  cardMask: string | null;
}): MailMessage {
  const last4 = input.cardMask?.replace(/\D/g, '').slice(-4);
  const how =
    input.method === 'boleto'
      ? 'por boleto ou Pix. O boleto fica em Configurações › Assinatura e chega por e-mail 10 dias e 1 dia antes do vencimento'
      : `no cartão${last4 ? ` com final ${last4}` : ''}`;
  return render(input.to, {
    template: 'subscription_payment_method_changed',
    subject: 'A forma de pagamento da assinatura do Rumo foi trocada',
    greeting: `Olá, ${input.name}!`,
    paragraphs: [
      `${input.changedBy} trocou a forma de pagamento da assinatura do Rumo em ${formatBillingDate(input.changedAt)}. A partir da próxima cobrança, em ${formatBillingDate(input.fromDay)}, o pagamento será feito ${how}.`,
      'Se você não reconhece esta troca, entre no Rumo digitando o endereço no navegador (não use links recebidos por e-mail), troque sua senha e confira a forma de pagamento em Configurações › Assinatura.',
    ],
    footnote:
      'Enviamos este aviso a todos os administradores da empresa a cada troca da forma de pagamento.',
  });
}
