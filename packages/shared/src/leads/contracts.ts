import { z } from 'zod';
import { companyNameSchema, emailSchema, nameSchema, phoneSchema } from '../auth/fields';
import { optionalLongText } from '../common/fields';

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const companySizeLabels: Record<CompanySize, string> = {
  '1-10': '1 a 10 pessoas',
  '11-50': '11 a 50 pessoas',
  '51-200': '51 a 200 pessoas',
  '201-1000': '201 a 1.000 pessoas',
  '1000+': 'Mais de 1.000 pessoas',
};

export const LEAD_SOURCES = ['proposta', 'beta', 'checkout'] as const;
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'lost'] as const;

const companySizeSchema = z.enum(COMPANY_SIZES, { error: 'Escolha o número de funcionários.' });

/**
 * Left empty by people; bots fill every field. The API answers as usual and stores nothing.
 * Named like a real field so that form-filling bots take it.
 */
const honeypotSchema = z.string().max(500).optional();

export const proposalBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema.refine((value) => value !== null, 'Informe o telefone.'),
  company: companyNameSchema,
  companySize: companySizeSchema,
  message: optionalLongText(2000, 'A mensagem'),
  website: honeypotSchema,
});
export type ProposalBody = z.input<typeof proposalBodySchema>;

export const betaBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  company: companyNameSchema,
  companySize: companySizeSchema,
  message: optionalLongText(2000, 'A mensagem'),
  website: honeypotSchema,
});
export type BetaBody = z.input<typeof betaBodySchema>;

export const leadMessages = {
  proposalReceived:
    'Recebemos seu pedido de proposta. Nossa equipe comercial responde em até 1 dia útil no e-mail informado.',
  betaReceived:
    'Inscrição recebida! Nossa equipe vai ler o que você espera do Rumo e escrever para o seu e-mail quando houver novidades para testar.',
} as const;

/**
 * Routes (public, rate limited):
 * POST /api/leads/proposal proposalBodySchema -> 201 { message }
 * POST /api/leads/beta betaBodySchema -> 201 { message }
 */
