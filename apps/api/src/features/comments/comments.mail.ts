import type { MailMessage } from '../mail/public';
import { render } from '../mail/public';

export interface MentionMail {
  to: { name: string; email: string };
  authorName: string;
  /** The objective's or key result's title. */
  targetLabel: string;
  onKeyResult: boolean;
  /** The comment as people read it (mentions as "@Name"). */
  text: string;
  link: string;
}

/** "Ana mencionou você em um comentário", with the comment and a link to where it is. */
export function mentionEmail(mail: MentionMail): MailMessage {
  const where = mail.onKeyResult ? 'no resultado-chave' : 'no objetivo';
  return render(mail.to.email, {
    template: 'comment_mention',
    subject: `${mail.authorName} mencionou você em um comentário`,
    greeting: `Olá, ${mail.to.name}!`,
    paragraphs: [
      `${mail.authorName} mencionou você em um comentário ${where} “${mail.targetLabel}”:`,
      ...mail.text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => `“${line}”`),
    ],
    button: 'Ver o comentário',
    link: mail.link,
    footnote: 'Você recebeu este e-mail porque foi mencionado(a) no Rumo.',
  });
}
