import type { MailMessage } from '../mail/public';
import { render } from '../mail/public';

interface DeletionEmail {
  to: string;
  name: string;
  companyName: string;
  link: string;
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

export function deletionScheduledEmail(
  email: DeletionEmail & { requestedBy: string; scheduledFor: Date },
): MailMessage {
  return render(email.to, {
    template: 'company_deletion_scheduled',
    subject: `A empresa ${email.companyName} será excluída do Rumo`,
    greeting: `Olá, ${email.name}!`,
    paragraphs: [
      `${email.requestedBy} pediu a exclusão da empresa ${email.companyName} e de todos os seus dados no Rumo.`,
      `Em ${dateFormat.format(email.scheduledFor)} tudo será apagado de forma definitiva: OKRs, check-ins, times, usuários e arquivos. Até lá, qualquer administrador pode desfazer a exclusão e baixar uma cópia dos dados.`,
    ],
    button: 'Ver a exclusão agendada',
    link: email.link,
    footnote:
      'Se ninguém da sua empresa pediu isso, desfaça a exclusão e troque as senhas dos administradores.',
  });
}

export function deletionCanceledEmail(email: DeletionEmail & { canceledBy: string }): MailMessage {
  return render(email.to, {
    template: 'company_deletion_canceled',
    subject: `A exclusão da empresa ${email.companyName} foi cancelada`,
    greeting: `Olá, ${email.name}!`,
    paragraphs: [
      `${email.canceledBy} desfez a exclusão da empresa ${email.companyName}. Nada foi apagado e o Rumo continua funcionando normalmente.`,
    ],
    button: 'Abrir o Rumo',
    link: email.link,
    footnote: 'Você recebeu este e-mail porque é administrador da empresa no Rumo.',
  });
}
