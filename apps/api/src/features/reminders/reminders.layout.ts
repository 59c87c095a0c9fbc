import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../mail/public';

/** A titled list in an e-mail; items may link somewhere (e.g. the check-in of a key result). */
export interface MailSection {
  title: string;
  items: { text: string; detail?: string; link?: { label: string; href: string } }[];
  /** Shown instead of the list when it is empty. */
  empty?: string;
}

export interface ListLayout {
  template: string;
  subject: string;
  greeting: string;
  intro: string[];
  sections: MailSection[];
  button: { label: string; href: string };
  /** Why the person gets it and the signed link that stops it, signed out (none: the reason alone). */
  unsubscribe: { reason: string; link?: { label: string; href: string } };
}

const muted = 'font-size:13px;color:#52606d';

function sectionText(section: MailSection): string[] {
  const lines = section.items.map((item) => {
    const detail = item.detail ? ` (${item.detail})` : '';
    const link = item.link ? `\n  ${item.link.label}: ${item.link.href}` : '';
    return `- ${item.text}${detail}${link}`;
  });
  return [section.title, ...(lines.length > 0 ? lines : [section.empty ?? '']), ''];
}

function sectionHtml(section: MailSection): string {
  const items = section.items.map((item) => {
    const detail = item.detail ? ` <span style="${muted}">(${escapeHtml(item.detail)})</span>` : '';
    const link = item.link
      ? `<br><a href="${escapeHtml(item.link.href)}" style="color:#047857;font-weight:bold">${escapeHtml(item.link.label)}</a>`
      : '';
    return `<li style="margin:0 0 12px">${escapeHtml(item.text)}${detail}${link}</li>`;
  });
  const body =
    items.length > 0
      ? `<ul style="padding-left:20px;margin:8px 0 24px">${items.join('')}</ul>`
      : `<p style="${muted}">${escapeHtml(section.empty ?? '')}</p>`;
  return `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.title)}</h2>${body}`;
}

/** The transactional look of mail.templates' render, with lists and an unsubscribe footer. */
export function renderList(to: string, layout: ListLayout): MailMessage {
  const text = [
    layout.greeting,
    '',
    ...layout.intro.flatMap((paragraph) => [paragraph, '']),
    ...layout.sections.flatMap(sectionText),
    `${layout.button.label}: ${layout.button.href}`,
    '',
    layout.unsubscribe.reason,
    ...(layout.unsubscribe.link
      ? [`${layout.unsubscribe.link.label}: ${layout.unsubscribe.link.href}`]
      : []),
    '',
    '— Equipe Rumo',
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(layout.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
  <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <p style="font-size:20px;font-weight:bold;color:#047857;margin:0 0 24px">Rumo</p>
    <p>${escapeHtml(layout.greeting)}</p>
    ${layout.intro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n    ')}
    ${layout.sections.map(sectionHtml).join('\n    ')}
    <p style="margin:32px 0">
      <a href="${escapeHtml(layout.button.href)}" style="background:#047857;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(layout.button.label)}</a>
    </p>
    <p>— Equipe Rumo</p>
    <p style="${muted};border-top:1px solid #e4e7eb;padding-top:16px">${escapeHtml(layout.unsubscribe.reason)}
      ${layout.unsubscribe.link ? `<a href="${escapeHtml(layout.unsubscribe.link.href)}" style="color:#52606d">${escapeHtml(layout.unsubscribe.link.label)}</a>` : ''}</p>
  </div>
</body>
</html>`;
  return { to, subject: layout.subject, text, html, template: layout.template };
}
