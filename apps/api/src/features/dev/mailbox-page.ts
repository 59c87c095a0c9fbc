import type { DevMailboxMessage } from '@rumo/shared/common/dev-mailbox';
import { escapeHtml } from '../../lib/html';

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

/** Escapes the text and turns its http(s) URLs into links, so activation links are clickable. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function renderMessage(message: DevMailboxMessage): string {
  return `<article>
  <header>
    <h2>${escapeHtml(message.subject)}</h2>
    <p class="meta">Para <strong>${escapeHtml(message.to)}</strong> · ${escapeHtml(dateFormat.format(new Date(message.createdAt)))}</p>
  </header>
  <pre>${linkify(message.text)}</pre>
</article>`;
}

/** The development mailbox: every outbox message, newest first, with clickable links. */
export function renderMailboxPage(messages: DevMailboxMessage[]): string {
  const body =
    messages.length === 0
      ? '<p class="empty">Nenhum e-mail enviado ainda. Cadastre uma conta ou peça para redefinir a senha.</p>'
      : messages.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caixa de e-mails (desenvolvimento) · Rumo</title>
<style>
  body { font-family: Arial, Helvetica, sans-serif; background: #f4f6f8; color: #1f2933; margin: 0; padding: 24px; }
  main { max-width: 760px; margin: 0 auto; }
  article { background: #fff; border-radius: 8px; padding: 16px 24px; margin-bottom: 16px; box-shadow: 0 1px 2px rgba(0,0,0,.08); }
  h1 { font-size: 22px; } h2 { font-size: 18px; margin: 0 0 4px; }
  .meta { color: #52606d; font-size: 13px; margin: 0 0 12px; }
  pre { white-space: pre-wrap; word-break: break-word; font-family: inherit; margin: 0; }
  a { color: #047857; }
  .empty { color: #52606d; }
</style>
</head>
<body>
<main>
  <h1>Caixa de e-mails (desenvolvimento)</h1>
  <p class="meta">Mensagens guardadas pelo Rumo, da mais recente para a mais antiga. Esta página não existe em produção.</p>
  ${body}
</main>
</body>
</html>`;
}
