import { pluralForm } from '@rumo/shared/common/plural';
import type { MailMessage } from '../mail/public';
import { renderList } from './reminders.layout';

export interface EscalationLine {
  title: string;
  ownerName: string;
  daysLate: number;
}

/** One digest per team lead (or admin): a line per key result whose check-in is late. */
export function escalationEmail(input: {
  to: { name: string; email: string };
  companyName: string;
  lines: EscalationLine[];
  dashboardUrl: string;
}): MailMessage {
  const count = input.lines.length;
  return renderList(input.to.email, {
    template: 'check_in_escalation',
    subject:
      count === 1
        ? 'Check-in atrasado: 1 resultado-chave sem atualização'
        : `Check-ins atrasados: ${count} resultados-chave sem atualização`,
    greeting: `Olá, ${input.to.name}!`,
    intro: [
      `${
        count === 1 ? 'Este resultado-chave da' : 'Estes resultados-chave da'
      } ${input.companyName} ${count === 1 ? 'passou' : 'passaram'} do dia de check-in sem atualização. Vale uma conversa com quem é responsável.`,
    ],
    sections: [
      {
        title: pluralForm(count, 'Check-in atrasado', 'Check-ins atrasados'),
        items: input.lines.map((line) => ({
          text: line.title,
          detail: `${line.ownerName}, ${line.daysLate} ${line.daysLate === 1 ? 'dia' : 'dias'} de atraso`,
        })),
      },
    ],
    button: { label: 'Abrir o dashboard', href: input.dashboardUrl },
    unsubscribe: {
      reason:
        'Você recebe este aviso porque lidera o time de quem é responsável (ou administra a empresa). Um administrador pode mudar o prazo ou desativar o aviso em Configurações.',
    },
  });
}
