import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { backofficeIds, buildSecurityWorld, listOperations } from '../src/security/api-surface';
import { sweepHttpLevel } from '../src/security/http-level-requests';
import {
  addOutcome,
  credentialsFor,
  emptyOutcome,
  malformedRequests,
  sendMalformed,
} from '../src/security/malformed-requests';
import { rawExchange } from '../src/security/raw-http';
import { multipartFile } from '../src/test/multipart';
import { createStaffUser } from '../src/test/staff-fixtures';
import { createTestApp } from '../src/test/test-app';

// `npm run bench:malformed`: sends at least 10,000 malformed requests to every route of the
// OpenAPI document (in-process; customer routes as a company admin, backoffice routes as a staff
// admin) on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set, then HTTP-level garbage and
// multipart abuse over raw sockets to a listening server; counts 5xx answers, error bodies
// outside the standard shape and connections left hanging.
const GOAL = 10_000;

const t = await createTestApp();
const world = await buildSecurityWorld(t);
const operations = listOperations(t.app).filter(
  (op) =>
    !['/api/auth/logout', '/api/backoffice/auth/logout'].includes(op.path) &&
    !op.path.startsWith('/api/dev/'),
);
const total = emptyOutcome();
const start = performance.now();
for (let round = 0; total.sent < GOAL; round++) {
  // A fresh staff session each round: its access token lives 15 minutes.
  const staff = await createStaffUser(t, { role: 'admin' });
  const ids = { ...world.idsOfA, ...(await backofficeIds(t, world, staff.headers)) };
  addOutcome(
    total,
    await sendMalformed(
      t.app,
      malformedRequests(operations, ids, round),
      credentialsFor(world.a.admin.headers, staff.headers),
    ),
  );
}
const seconds = (performance.now() - start) / 1000;

// Raw sockets on a real listening server.
await t.app.listen({ host: '127.0.0.1', port: 0 });
const { port } = t.app.server.address() as AddressInfo;
const http = await sweepHttpLevel(port);
const health = 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n';
const uploads: [string, string, number][] = [
  ['/api/profile/avatar', 'arquivo', 300 * 1024],
  ['/api/profile/avatar', 'avatar', 3 * 1024 * 1024],
  ['/api/settings/logo', 'arquivo', 300 * 1024],
  ['/api/settings/logo', 'logo', 3 * 1024 * 1024],
  ['/api/profile/avatar', 'arquivo', 12 * 1024 * 1024],
];
let uploadHung = 0;
for (const [url, field, size] of uploads) {
  const { payload, headers } = multipartFile(field, {
    name: 'a.png',
    type: 'image/png',
    content: Buffer.alloc(size, 7),
  });
  const head =
    `POST ${url} HTTP/1.1\r\nHost: x\r\nAuthorization: ${world.a.admin.headers.authorization}\r\n` +
    `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`;
  const exchange = await rawExchange(port, [head, payload, health], {
    expected: 2,
    waitMs: 15_000,
  });
  if (exchange.hung) uploadHung += 1;
  for (const response of exchange.responses) {
    http.statuses[response.status] = (http.statuses[response.status] ?? 0) + 1;
  }
  http.sent += 2;
}
await t.close();

const histogram = (statuses: Record<number, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ');
const fiveHundreds = (statuses: Record<number, number>) =>
  Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);

console.log(`rotas: ${operations.length}`);
console.log(`requisições malformadas (inject): ${total.sent} em ${seconds.toFixed(1)} s`);
console.log(`  status: ${histogram(total.statuses)}`);
console.log(`requisições por socket (HTTP e multipart): ${http.sent}`);
console.log(`  status: ${histogram(http.statuses)}`);
console.log(`respostas 5xx: ${total.serverErrors.length + fiveHundreds(http.statuses)}`);
console.log(
  `corpos de erro fora do padrão: ${total.nonStandardBodies.length + http.nonStandardBodies.length}`,
);
console.log(`conexões penduradas: ${http.hung.length + uploadHung}`);
for (const line of [
  ...total.serverErrors,
  ...total.nonStandardBodies,
  ...http.nonStandardBodies,
  ...http.hung,
].slice(0, 30)) {
  console.log(`  ${line}`);
}
const failures =
  total.serverErrors.length +
  total.nonStandardBodies.length +
  http.nonStandardBodies.length +
  http.hung.length +
  uploadHung;
process.exit(failures === 0 ? 0 : 1);
