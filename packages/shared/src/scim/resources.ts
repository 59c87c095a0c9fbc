import { z } from 'zod';

/** SCIM 2.0 wire format (RFC 7643/7644) as Rumo accepts it from identity providers. */

export const SCIM_SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  enterpriseUser: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

export const SCIM_CONTENT_TYPE = 'application/scim+json';

/** The `detail` of SCIM errors, read by the company's IT team in their IdP's provisioning log. */
export const scimMessages = {
  unauthorized: 'Token SCIM ausente, inválido, revogado ou expirado.',
  notFound: 'Recurso não encontrado.',
  userNotFound: 'Usuário não encontrado.',
  groupNotFound: 'Grupo não encontrado.',
  invalidBody: 'Corpo da requisição inválido.',
  userNameRequired: 'Informe userName (o e-mail da pessoa).',
  userNameNotEmail:
    'userName precisa ser um e-mail válido: o Rumo identifica as pessoas pelo e-mail.',
  displayNameRequired: 'Informe displayName (o nome do time).',
  emailTaken: 'Já existe um usuário com este e-mail.',
  userNameTaken: 'Já existe um usuário com este userName.',
  teamNameTaken: 'Já existe um time com este nome.',
  invalidFilter:
    'Filtro não suportado. Use userName, externalId, emails[type eq "work"].value ou displayName com o operador eq.',
  invalidPatch: 'Operação PATCH inválida.',
  unsupportedPath: (path: string) => `O atributo "${path}" não pode ser alterado por SCIM.`,
  invalidActive: 'active precisa ser true ou false.',
  unknownMember: 'Um dos membros informados não é um usuário desta empresa.',
  unsupportedMediaType: 'Envie o corpo como application/scim+json ou application/json.',
  internal: 'Erro interno. Tente novamente em instantes.',
} as const;

/** Entra sends booleans as the strings "True" / "False". */
export const scimBooleanSchema = z.union([
  z.boolean(),
  z
    .string()
    .refine((value) => ['true', 'false'].includes(value.toLowerCase()))
    .transform((value) => value.toLowerCase() === 'true'),
]);

const optionalText = z.string().max(500).nullish();

export const scimEmailSchema = z.object({
  value: z.string().max(320),
  type: optionalText,
  primary: scimBooleanSchema.nullish(),
});

export const scimNameSchema = z.object({
  formatted: optionalText,
  givenName: optionalText,
  familyName: optionalText,
});

export const scimUserBodySchema = z.looseObject({
  userName: z.string({ error: scimMessages.userNameRequired }).trim().min(1).max(320),
  externalId: optionalText,
  displayName: optionalText,
  name: scimNameSchema.nullish(),
  emails: z.array(scimEmailSchema).max(20).nullish(),
  active: scimBooleanSchema.nullish(),
  title: optionalText,
});
export type ScimUserBody = z.output<typeof scimUserBodySchema>;

const memberSchema = z.object({ value: z.string().max(100), display: optionalText });

export const scimGroupBodySchema = z.looseObject({
  displayName: z.string({ error: scimMessages.displayNameRequired }).trim().min(1).max(120),
  externalId: optionalText,
  members: z.array(memberSchema).max(5000).nullish(),
});
export type ScimGroupBody = z.output<typeof scimGroupBodySchema>;

export const scimPatchOperationSchema = z.object({
  op: z
    .string()
    .transform((op) => op.toLowerCase())
    .pipe(z.enum(['add', 'remove', 'replace'])),
  path: z.string().max(300).nullish(),
  value: z.unknown().optional(),
});
export type ScimPatchOperation = z.output<typeof scimPatchOperationSchema>;

export const scimPatchBodySchema = z.looseObject({
  Operations: z.array(scimPatchOperationSchema).min(1).max(1000),
});

/** Query of list endpoints (RFC 7644 §3.4.2): 1-based `startIndex`, `count` capped. */
export const SCIM_MAX_COUNT = 100;
export const scimListQuerySchema = z.looseObject({
  filter: z.string().max(1000).optional(),
  startIndex: z.coerce.number().int().catch(1).optional(),
  count: z.coerce.number().int().catch(SCIM_MAX_COUNT).optional(),
});
