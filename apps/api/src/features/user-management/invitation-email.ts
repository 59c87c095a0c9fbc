import type { MailMessage } from '../mail/public';
import { render } from '../mail/public';

export const INVITATION_TTL_DAYS = 7;

export function invitationEmail(input: {
  to: string;
  name: string;
  companyName: string;
  inviterName: string;
  link: string;
}): MailMessage {
  return render(input.to, {
    template: 'invitation',
    subject: `Convite para a ${input.companyName} no Rumo`,
    greeting: `Olá, ${input.name}!`,
    paragraphs: [
      `${input.inviterName} convidou você para acompanhar os OKRs da ${input.companyName} no Rumo.`,
      `Para aceitar, defina a sua senha pelo link abaixo. O convite vale por ${INVITATION_TTL_DAYS} dias.`,
    ],
    button: 'Aceitar o convite',
    link: input.link,
    footnote: 'Se você não esperava este convite, ignore este e-mail.',
  });
}
