import { scriptHashSource } from '../../lib/runtime-config';

/** The one script of the page: it submits the form as soon as the page is read. */
const SUBMIT_SCRIPT = 'document.forms[0].submit();';

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The HTTP-POST binding's auto-submitting page: the fields as hidden inputs, posted to the IdP.
 * Its own CSP allows exactly its script (by hash) and a form post to the IdP's origin only; the
 * button is there for a browser without JavaScript.
 */
export function samlPostPage(action: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const html = `<!DOCTYPE html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>Entrando no Rumo…</title></head>
<body>
<form method="post" action="${escapeHtml(action)}">${inputs}
<p>Enviando você ao provedor de identidade da sua empresa…</p>
<button type="submit">Continuar</button>
</form>
<script>${SUBMIT_SCRIPT}</script>
</body>
</html>
`;
  const csp = [
    "default-src 'none'",
    `script-src ${scriptHashSource(SUBMIT_SCRIPT)}`,
    `form-action ${new URL(action).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return { html, csp };
}
