import { type CompanySize, companySizeLabels } from '@rumo/shared/leads/contracts';
import { render } from '../mail/mail.templates';
import type { MailMessage } from '../mail/mailer';

export interface LeadForMail {
  source: 'proposta' | 'beta';
  name: string;
  email: string;
  phone: string | null;
  company: string;
  companySize: CompanySize;
  message: string | null;
}

const WHAT = { proposta: 'pedido de proposta', beta: 'inscrição no beta' } as const;

/** The confirmation the person gets. */
export function leadConfirmationEmail(lead: LeadForMail, publicUrl: string): MailMessage {
  const proposal = lead.source === 'proposta';
  return render(lead.email, {
    template: proposal ? 'lead_proposal_received' : 'lead_beta_received',
    subject: proposal ? 'Recebemos seu pedido de proposta' : 'Sua inscrição no beta do Rumo',
    greeting: `Olá, ${lead.name}!`,
    paragraphs: proposal
      ? [
          `Obrigado pelo interesse no Rumo para a ${lead.company}. Nossa equipe comercial vai analisar o seu pedido e responder em até 1 dia útil neste e-mail.`,
          'Enquanto isso, você pode conhecer os planos e o que cada um inclui.',
        ]
      : [
          `Obrigado por se inscrever no beta do Rumo com a ${lead.company}. Avisaremos por e-mail assim que sua vaga for liberada.`,
        ],
    button: 'Conhecer os planos',
    link: `${publicUrl}/planos`,
    footnote: 'Se você não fez este pedido, ignore este e-mail.',
  });
}

/** The copy sales get, with everything the person typed. */
export function leadToSalesEmail(lead: LeadForMail, to: string, publicUrl: string): MailMessage {
  return render(to, {
    template: `lead_${lead.source}_sales`,
    subject: `Novo lead (${WHAT[lead.source]}): ${lead.company}`,
    greeting: 'Olá, equipe comercial!',
    paragraphs: [
      `Novo ${WHAT[lead.source]} pelo site.`,
      `Nome: ${lead.name}`,
      `E-mail: ${lead.email}`,
      `Telefone: ${lead.phone ?? '—'}`,
      `Empresa: ${lead.company} (${companySizeLabels[lead.companySize]})`,
      `Mensagem: ${lead.message ?? '—'}`,
    ],
    button: 'Abrir o Rumo',
    link: publicUrl,
    footnote: 'Responda em até 1 dia útil, como prometido ao cliente.',
  });
}
