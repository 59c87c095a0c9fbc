/** The /api/v1 part of the app's OpenAPI document: only its paths, with the API-token scheme. */
export const V1_PREFIX = '/api/v1';

interface OpenApiDocument {
  info?: Record<string, unknown>;
  paths?: Record<string, unknown>;
  components?: Record<string, unknown>;
  tags?: unknown;
  [key: string]: unknown;
}

export function v1Document(full: unknown): OpenApiDocument {
  const document = full as OpenApiDocument;
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith(`${V1_PREFIX}/`)),
  );
  return {
    ...document,
    info: {
      title: 'API pública do Rumo (v1)',
      version: '1.0.0',
      description:
        'Leia ciclos, objetivos, resultados-chave, check-ins, times, pessoas e KPIs; registre check-ins; ' +
        'crie e altere objetivos e resultados-chave (as mesmas regras do app). ' +
        'Autentique com um token de API (Configurações › Integrações › Tokens de API) no cabeçalho ' +
        '`Authorization: Bearer rumo_…`. O token age como a pessoa que o criou (vê o que ela vê), ' +
        'limitado às suas permissões. Listas paginadas por cursor (`limit` até 100, `cursor` = ' +
        '`next_cursor` da página anterior). Limite de chamadas por token com os cabeçalhos ' +
        '`RateLimit-Limit`, `RateLimit-Remaining` e `RateLimit-Reset`; acima dele, 429 com `Retry-After`. ' +
        'POST aceita `Idempotency-Key` (guardada por 24 h por token).',
    },
    tags: [{ name: 'api-v1', description: 'API pública v1' }],
    paths,
    components: {
      ...(document.components ?? {}),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'rumo_<token>',
          description: 'Token de API criado em Configurações › Integrações',
        },
      },
    },
  };
}
