import { formatBillingDate } from '@rumo/shared/billing/money';
import { render } from '../mail/mail.templates';
import type { MailMessage } from '../mail/mailer';

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
