import { type CompanySize, companySizeLabels } from '@rumo/shared/leads/contracts';
import type { MailMessage } from '../mail/public';
import { render } from '../mail/public';

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
/** "Novo pedido de proposta", "Nova inscrição no beta": the adjective agrees with the noun. */
const NEW = { proposta: 'Novo pedido de proposta', beta: 'Nova inscrição no beta' } as const;

/** The confirmation the person gets. */
export function leadConfirmationEmail(lead: LeadForMail, publicUrl: string): MailMessage {
  const proposal = lead.source === 'proposta';
  return render(lead.email, {
    template: proposal ? 'lead_proposal_received' : 'lead_beta_received',
    subject: proposal ? 'Recebemos seu pedido de proposta' : 'Sua inscrição no beta do Rumo',
    greeting: `Olá, ${lead.name}!`,
    paragraphs: proposal
      ? [
          `Obrigado pelo interesse no Rumo para a empresa ${lead.company}. Nossa equipe comercial vai analisar o seu pedido e responder em até 1 dia útil neste e-mail.`,
          'Enquanto isso, você pode conhecer os planos e o que cada um inclui.',
        ]
      : [
          `Obrigado por inscrever a empresa ${lead.company} no beta do Rumo. Nossa equipe vai ler o que você espera do Rumo e escrever para este e-mail quando houver novidades para você testar.`,
          'Enquanto isso, você já pode usar o Rumo com a sua equipe: crie sua conta e comece o teste grátis.',
        ],
    button: proposal ? 'Conhecer os planos' : 'Criar minha conta',
    link: proposal ? `${publicUrl}/planos` : `${publicUrl}/register`,
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
      `${NEW[lead.source]} pelo site.`,
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
