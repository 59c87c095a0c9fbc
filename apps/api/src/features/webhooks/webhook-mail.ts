import { type MailMessage, render } from '../mail/public';

/**
 * To each active admin when Rumo turns an endpoint off. It names the endpoint by its host only:
 * a full URL may carry a token of the receiving service, and no secret goes in an e-mail.
 */
export function webhookDisabledEmail(input: {
  to: string;
  name: string;
  host: string;
  reason: string;
  link: string;
}): MailMessage {
  return render(input.to, {
    template: 'webhook_disabled',
    subject: 'Um webhook do Rumo foi desativado',
    greeting: `Olá, ${input.name}!`,
    paragraphs: [
      `O webhook que envia eventos para ${input.host} foi desativado porque as entregas falharam repetidamente.`,
      input.reason,
      'Confira se o endereço está no ar e respondendo com sucesso (código 2xx). Depois, reative o webhook em Configurações › Integrações e reenvie as entregas que faltaram pelo histórico.',
    ],
    button: 'Abrir Integrações',
    link: input.link,
    footnote: 'Você recebeu este aviso porque é administrador da sua empresa no Rumo.',
  });
}
