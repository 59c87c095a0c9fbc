import { errorBodySchema } from '@rumo/shared/common/errors';
import type { App } from '../app';
import { type Operation, urlFor } from './api-surface';

export interface MalformedRequest {
  operation: Operation;
  method: Operation['method'];
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

/**
 * Values no field should choke on: NUL bytes, lone UTF-16 surrogates (valid JSON escapes that
 * jsonb refuses), impossible dates, wrong types, huge strings.
 */
export const BAD_VALUES: unknown[] = [
  'abc\u0000def',
  '\u0000',
  'Nome \uD800',
  '\uDC00 no início',
  'emoji partido \uD83D',
  '2026-02-30',
  '0000-01-01',
  '9999-99-99',
  'x'.repeat(100_000),
  '',
  -1,
  1e308,
  -1e308,
  0.5,
  true,
  null,
  [],
  ['\u0000'],
  {},
  { nested: '\u0000' },
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
];

/** Every query parameter gets each of these, so every date filter gets the impossible dates. */
const BAD_QUERY_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '',
  '2026-02-30',
  '0000-01-01',
  '1899-12-31',
  '10000-01-01',
  '2026-1-1',
  'x'.repeat(5000),
  '-1',
  '0',
  '1e308',
  'NaN',
  '%E0%A4%A',
  '[]',
  'true',
];

const BAD_IDS = [
  '%E0%A4%A',
  'x'.repeat(5000),
  'not-a-uuid',
  '%00',
  '00000000-0000-0000-0000-000000000000',
];

const RAW_BODIES: { type: string; body: string | Buffer }[] = [
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: '{"a":' },
  { type: 'application/json', body: '[1,2' },
  { type: 'application/json', body: '"\\u0000"' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: `{"x":"${'y'.repeat(2_000_000)}"}` },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/x-www-form-urlencoded', body: 'a=%00&b=c' },
  { type: 'multipart/form-data', body: '--x\r\n' },
  { type: 'multipart/form-data; boundary=', body: '--\r\n\r\n' },
  { type: `multipart/form-data; boundary=${'b'.repeat(200)}`, body: `--${'b'.repeat(200)}\r\n` },
  {
    type: 'multipart/form-data; boundary=abc',
    body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nPNG',
  },
  { type: 'multipart/form-data; boundary=abc', body: '{"json": true}' },
];

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const part = (field: string, content: Buffer, filename = 'a.png') =>
  Buffer.concat([
    Buffer.from(
      `--rumo\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    content,
    Buffer.from('\r\n'),
  ]);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from('--rumo--\r\n')]);

/** Uploads that are well-formed multipart but wrong: the field, the size, the count, the type. */
function multipartAbuse(field: string): Buffer[] {
  const image = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes, 7)]);
  return [
    form(part('arquivo', image(300 * 1024))),
    form(part(field, image(3 * 1024 * 1024))),
    form(part(field, image(64)), part(field, image(64))),
    form(part(field, Buffer.alloc(0))),
    form(part(field, Buffer.from('<svg onload=alert(1)>'), 'a.svg')),
    form(part(field, image(64), '../../etc/passwd')),
    Buffer.from(
      `--rumo\r\nContent-Disposition: form-data; name="${field}"\r\n\r\ntexto\r\n--rumo--\r\n`,
    ),
  ];
}

const LONE_SURROGATES = ['Nome \uD800', '\uDC00 no início', 'emoji partido \uD83D'];

/**
 * Valid bodies of the writes that store text, so a bad string reaches the database (a body
 * with one field alone stops at validation). Keyed `METHOD path` as in the OpenAPI document.
 */
const validBodies = (): Record<string, Record<string, unknown>> => ({
  'PUT /api/profile/': { name: 'Pessoa', position: 'Cargo' },
  'POST /api/teams/': { name: 'Time novo', description: 'Descrição' },
  'PUT /api/teams/{id}': { name: 'Time novo', description: 'Descrição' },
  'POST /api/cycles/': { name: 'Ciclo', startDate: '2026-01-01', endDate: '2026-03-31' },
  'PUT /api/cycles/{id}': { name: 'Ciclo', startDate: '2026-01-01', endDate: '2026-03-31' },
  'PUT /api/planning/': { mission: 'Missão', vision: 'Visão', values: ['Valor'] },
  'POST /api/pillars/': { name: 'Pilar', description: 'Descrição', color: '#112233' },
  'PUT /api/pillars/{id}': { name: 'Pilar', description: 'Descrição', color: '#112233' },
  'POST /api/key-results/{id}/check-ins': { value: 20, confidence: 'on_track', comment: 'Ok' },
  'POST /api/objectives/{id}/comments': { body: 'Comentário' },
  'POST /api/key-results/{id}/comments': { body: 'Comentário' },
  'PUT /api/key-results/{id}/score': { score: 0.5, reason: 'Motivo' },
  'PUT /api/objectives/{id}/retrospective': {
    worked: 'Funcionou',
    learned: 'Aprendemos',
    continues: 'Continua',
  },
  'POST /api/leads/beta': {
    name: 'Pessoa',
    email: 'lead@rumo.test',
    company: 'Empresa',
    companySize: '11-50',
    message: 'Mensagem',
  },
});

/** Each text field (or list of texts) of a valid body, in turn, holding a lone surrogate. */
function* surrogateBodies(base: Record<string, unknown>, salt: string) {
  for (const [field, value] of Object.entries(base)) {
    for (const bad of LONE_SURROGATES) {
      if (typeof value === 'string') yield { ...base, [field]: `${bad}${salt}` };
      else if (Array.isArray(value)) yield { ...base, [field]: [`${bad}${salt}`] };
    }
  }
}

/**
 * Malformed requests for every operation: each body field set to each bad value, each query
 * parameter to each bad string, bad ids in the path, and raw bodies that do not parse. `round`
 * varies the garbage so repeated rounds are not identical.
 */
export function* malformedRequests(
  operations: Operation[],
  idsOfA: Record<string, string>,
  round = 0,
): Generator<MalformedRequest> {
  const salt = round === 0 ? '' : `-${round}`;
  const bodies = validBodies();
  for (const operation of operations) {
    const url = urlFor(operation, idsOfA);
    const hasBody = !['GET', 'DELETE'].includes(operation.method);
    const base = bodies[`${operation.method} ${operation.path}`];
    for (const body of base ? surrogateBodies(base, salt) : []) {
      yield {
        operation,
        method: operation.method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      };
    }
    if (hasBody) {
      const fields = operation.bodyProperties.length > 0 ? operation.bodyProperties : ['campo'];
      for (const field of fields) {
        for (const value of BAD_VALUES) {
          const bad = typeof value === 'string' && salt ? `${value}${salt}` : value;
          yield {
            operation,
            method: operation.method,
            url,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ [field]: bad }),
          };
        }
      }
      if (operation.multipart) {
        // The spreadsheet import reads its file only once the cycle is valid.
        const spreadsheet = operation.path.startsWith('/api/okr-import/');
        const field = operation.path.endsWith('/logo')
          ? 'logo'
          : spreadsheet
            ? 'arquivo'
            : 'avatar';
        for (const body of multipartAbuse(field)) {
          yield {
            operation,
            method: operation.method,
            url: spreadsheet ? `${url}?cycleId=${idsOfA.cycles}` : url,
            headers: { 'content-type': 'multipart/form-data; boundary=rumo' },
            payload: body,
          };
        }
      }
      for (const raw of RAW_BODIES) {
        yield {
          operation,
          method: operation.method,
          url,
          headers: { 'content-type': raw.type },
          payload: raw.body,
        };
      }
    }
    for (const param of operation.queryParams) {
      for (const value of BAD_QUERY_VALUES) {
        yield { operation, method: operation.method, url: `${url}?${param}=${value}${salt}` };
      }
    }
    if (operation.path.includes('{id}')) {
      for (const id of BAD_IDS) {
        yield { operation, method: operation.method, url: urlFor(operation, idsOfA, id) };
      }
    }
  }
}

export interface MalformedOutcome {
  sent: number;
  /** How many answers had each status code. */
  statuses: Record<number, number>;
  serverErrors: string[];
  nonStandardBodies: string[];
}

export const emptyOutcome = (): MalformedOutcome => ({
  sent: 0,
  statuses: {},
  serverErrors: [],
  nonStandardBodies: [],
});

/** Adds `part`'s figures to `total`. */
export function addOutcome(total: MalformedOutcome, part: MalformedOutcome): void {
  total.sent += part.sent;
  for (const [status, count] of Object.entries(part.statuses)) {
    total.statuses[Number(status)] = (total.statuses[Number(status)] ?? 0) + count;
  }
  total.serverErrors.push(...part.serverErrors);
  total.nonStandardBodies.push(...part.nonStandardBodies);
}

/** The credentials each request is sent with: the staff's on /api/backoffice, else a customer's. */
export const credentialsFor =
  (customer: Record<string, string>, staff: Record<string, string>) =>
  (request: MalformedRequest) =>
    request.operation.path.startsWith('/api/backoffice/') ? staff : customer;

/** Sends the requests and collects any 5xx and any error body outside the standard shape. */
export async function sendMalformed(
  app: App,
  requests: Iterable<MalformedRequest>,
  headers: (request: MalformedRequest) => Record<string, string>,
): Promise<MalformedOutcome> {
  const outcome = emptyOutcome();
  for (const request of requests) {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: { ...headers(request), ...request.headers },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    outcome.sent += 1;
    outcome.statuses[response.statusCode] = (outcome.statuses[response.statusCode] ?? 0) + 1;
    const label = `${request.method} ${request.url.slice(0, 80)} ${String(request.payload ?? '').slice(0, 60)}`;
    if (response.statusCode >= 500) outcome.serverErrors.push(`${response.statusCode} ${label}`);
    else if (response.statusCode >= 400) {
      let body: unknown;
      try {
        body = response.json();
      } catch {
        body = response.body;
      }
      if (!errorBodySchema.strict().safeParse(body).success) {
        outcome.nonStandardBodies.push(`${response.statusCode} ${label}`);
      }
    }
  }
  return outcome;
}
