import type { MailMessage } from '../mail/public';
import { render } from '../mail/public';

interface ApprovalMail {
  to: { name: string; email: string };
  actorName: string;
  objectiveTitle: string;
  link: string;
}

const quoted = (text: string) => `“${text}”`;

/** To each approver: a draft waits for their decision. */
export function submittedEmail(mail: ApprovalMail): MailMessage {
  return render(mail.to.email, {
    template: 'objective_submitted',
    subject: `${mail.actorName} enviou um objetivo para aprovação`,
    greeting: `Olá, ${mail.to.name}!`,
    paragraphs: [
      `${mail.actorName} enviou o objetivo ${quoted(mail.objectiveTitle)} para a sua aprovação.`,
      'Você pode aprová-lo ou devolvê-lo com um comentário para ajustes.',
    ],
    button: 'Revisar o objetivo',
    link: mail.link,
    footnote: 'Você recebeu este e-mail porque pode aprovar objetivos no Rumo.',
  });
}

/** To the owner: their objective is live. */
export function approvedEmail(mail: ApprovalMail): MailMessage {
  return render(mail.to.email, {
    template: 'objective_approved',
    subject: `Seu objetivo ${quoted(mail.objectiveTitle)} foi aprovado`,
    greeting: `Olá, ${mail.to.name}!`,
    paragraphs: [
      `${mail.actorName} aprovou o objetivo ${quoted(mail.objectiveTitle)}. Ele já está ativo e pronto para os check-ins.`,
    ],
    button: 'Ver o objetivo',
    link: mail.link,
    footnote: 'Você recebeu este e-mail porque é responsável por este objetivo no Rumo.',
  });
}

/** To the owner: their draft came back, with the reviewer's comment. */
export function returnedEmail(mail: ApprovalMail & { comment: string }): MailMessage {
  return render(mail.to.email, {
    template: 'objective_returned',
    subject: `Seu objetivo ${quoted(mail.objectiveTitle)} foi devolvido para ajustes`,
    greeting: `Olá, ${mail.to.name}!`,
    paragraphs: [
      `${mail.actorName} devolveu o objetivo ${quoted(mail.objectiveTitle)} com este comentário:`,
      ...mail.comment
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map(quoted),
      'Ajuste o rascunho e envie-o de novo para aprovação.',
    ],
    button: 'Ajustar o objetivo',
    link: mail.link,
    footnote: 'Você recebeu este e-mail porque é responsável por este objetivo no Rumo.',
  });
}
