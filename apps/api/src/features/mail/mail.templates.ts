import { escapeHtml } from '../../lib/html';
import type { MailMessage } from './mailer';

interface ActionEmail {
  to: string;
  name: string;
  link: string;
}

export interface Layout {
  template: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The call to action; a notice that must not carry a link (a security alert) has none. */
  button?: string;
  link?: string;
  footnote: string;
}

/** One look for every transactional e-mail: greeting, text, a button, the raw link, a footnote. */
export function render(to: string, layout: Layout): MailMessage {
  const text = [
    layout.greeting,
    '',
    ...layout.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(layout.button && layout.link ? [`${layout.button}: ${layout.link}`, ''] : []),
    layout.footnote,
    '',
    '— Equipe Rumo',
  ].join('\n');

  const action =
    layout.button && layout.link
      ? `<p style="margin:32px 0">
      <a href="${escapeHtml(layout.link)}" style="background:#10b981;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(layout.button)}</a>
    </p>
    <p style="font-size:13px;color:#52606d">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(layout.link)}">${escapeHtml(layout.link)}</a></p>`
      : '';
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(layout.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
  <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <p style="font-size:20px;font-weight:bold;color:#10b981;margin:0 0 24px">Rumo</p>
    <p>${escapeHtml(layout.greeting)}</p>
    ${layout.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n    ')}
    ${action}
    <p style="font-size:13px;color:#52606d">${escapeHtml(layout.footnote)}</p>
    <p>— Equipe Rumo</p>
  </div>
</body>
</html>`;

  return { to, subject: layout.subject, text, html, template: layout.template };
}

export function activationEmail({ to, name, link }: ActionEmail): MailMessage {
  return render(to, {
    template: 'activation',
    subject: 'Ative sua conta no Rumo',
    greeting: `Olá, ${name}!`,
    paragraphs: [
      'Sua conta no Rumo foi criada. Para começar a planejar e acompanhar os OKRs da sua empresa, confirme seu e-mail.',
      'O link de ativação vale por 48 horas.',
    ],
    button: 'Ativar minha conta',
    link,
    footnote: 'Se você não criou uma conta no Rumo, ignore este e-mail.',
  });
}

export function passwordResetEmail({ to, name, link }: ActionEmail): MailMessage {
  return render(to, {
    template: 'password_reset',
    subject: 'Redefinição de senha do Rumo',
    greeting: `Olá, ${name}!`,
    paragraphs: [
      'Recebemos um pedido para redefinir a senha da sua conta no Rumo.',
      'O link vale por 1 hora e só pode ser usado uma vez.',
    ],
    button: 'Redefinir minha senha',
    link,
    footnote: 'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
  });
}
