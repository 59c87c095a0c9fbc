import { z } from 'zod';
import { optionalIdSchema, timestampSchema } from '../common/fields';

/** The TXT record a company publishes on its domain: `rumo-verificacao=<token>`. */
export const DOMAIN_TXT_PREFIX = 'rumo-verificacao=';

/**
 * Free e-mail providers: anyone can have an address there, so no company may claim them (and
 * with them every Gmail user's sign-in).
 */
export const PUBLIC_EMAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'outlook.com.br',
  'hotmail.com',
  'hotmail.com.br',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.com.br',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'zoho.com',
  'yandex.com',
  'mail.com',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'ig.com.br',
  'globo.com',
  'globomail.com',
  'r7.com',
  'zipmail.com.br',
] as const;

const PUBLIC_DOMAINS = new Set<string>(PUBLIC_EMAIL_DOMAINS);

/** True when `domain` (lower case) is a free e-mail provider's. */
export const isPublicEmailDomain = (domain: string) => PUBLIC_DOMAINS.has(domain);

/** The domain part of an e-mail address, lower case. */
export const emailDomainOf = (email: string) =>
  email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export const ssoDomainMessages = {
  invalidDomain: 'Informe um domínio válido, como empresa.com.br (sem "@" nem "http").',
  publicDomain:
    'Domínios de e-mail gratuitos (como gmail.com ou outlook.com) não podem ser usados: informe o domínio da sua empresa.',
  alreadyAdded: 'Este domínio já foi adicionado.',
  claimedElsewhere: 'Este domínio já foi verificado por outra empresa.',
  noRecord:
    'Não encontramos o registro TXT de verificação neste domínio. A propagação do DNS pode levar algumas horas; tente de novo mais tarde.',
  wrongToken:
    'Encontramos registros TXT neste domínio, mas nenhum com o código deste domínio. Confira o valor copiado.',
  resolverFailed:
    'Não foi possível consultar o DNS deste domínio agora. Tente de novo em alguns minutos.',
  notVerified: 'Verifique o domínio antes de exigir o SSO.',
  noProvider: 'Ative um provedor de identidade (SSO) antes de exigir o SSO para este domínio.',
  ssoRequired:
    'Sua empresa exige o login único (SSO) para este e-mail. Use o botão de SSO da sua empresa abaixo do formulário ("Entrar com Google", "Entrar com Microsoft" ou "Entrar com SSO").',
  defaultTeamNotFound: 'Time não encontrado.',
} as const;

export const ssoDomainErrorCodes = {
  alreadyAdded: 'SSO_DOMAIN_ALREADY_ADDED',
  claimedElsewhere: 'SSO_DOMAIN_CLAIMED',
  noRecord: 'SSO_DOMAIN_NO_RECORD',
  wrongToken: 'SSO_DOMAIN_WRONG_TOKEN',
  resolverFailed: 'SSO_DOMAIN_DNS_FAILED',
  notVerified: 'SSO_DOMAIN_NOT_VERIFIED',
  noProvider: 'SSO_DOMAIN_NO_PROVIDER',
  ssoRequired: 'SSO_REQUIRED',
  unknownTeam: 'SSO_DEFAULT_TEAM_UNKNOWN',
} as const;

// Labels of letters, digits and hyphens (not at either end), at least two of them, a TLD of letters.
const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const ssoDomainNameSchema = z
  .string({ error: ssoDomainMessages.invalidDomain })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/\.$/, ''))
  .pipe(z.string().regex(DOMAIN_PATTERN, ssoDomainMessages.invalidDomain))
  .refine((value) => !isPublicEmailDomain(value), ssoDomainMessages.publicDomain);

export const addSsoDomainBodySchema = z.object({ domain: ssoDomainNameSchema });
export type AddSsoDomainBody = z.input<typeof addSsoDomainBodySchema>;

export const ssoDomainEnforcementBodySchema = z.object({
  requireSso: z.boolean({ error: 'Informe se o SSO é exigido (verdadeiro ou falso).' }),
});
export type SsoDomainEnforcementBody = z.infer<typeof ssoDomainEnforcementBodySchema>;

export const ssoProvisioningBodySchema = z.object({ defaultTeamId: optionalIdSchema });
export type SsoProvisioningBody = z.input<typeof ssoProvisioningBodySchema>;

export const ssoDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  /** Exactly what to publish: a TXT record on the domain with this value. */
  txtRecord: z.string(),
  verifiedAt: timestampSchema.nullable(),
  requireSso: z.boolean(),
  createdAt: timestampSchema,
});
export type SsoDomain = z.infer<typeof ssoDomainSchema>;

export const ssoDomainListSchema = z.object({
  data: z.array(ssoDomainSchema),
  /** The team people created on their first SSO sign-in join (null: none). */
  defaultTeamId: z.string().nullable(),
  /** Whether the company has an enabled identity provider (needed to require SSO). */
  ssoAvailable: z.boolean(),
});
export type SsoDomainList = z.infer<typeof ssoDomainListSchema>;
