import { performance } from 'node:perf_hooks';
import { buildSecurityWorld, listOperations } from '../src/security/api-surface';
import {
  type MalformedOutcome,
  malformedRequests,
  sendMalformed,
} from '../src/security/malformed-requests';
import { createTestApp } from '../src/test/test-app';

// `npm run bench:malformed`: sends at least 10,000 malformed requests to every route of the
// OpenAPI document (in-process, as a company admin) on PGlite, or on PostgreSQL when
// TEST_DATABASE_URL is set, and counts 5xx answers and error bodies outside the standard shape.
const GOAL = 10_000;

const t = await createTestApp();
const world = await buildSecurityWorld(t);
const operations = listOperations(t.app).filter(
  (op) => op.path !== '/api/auth/logout' && !op.path.startsWith('/api/dev/'),
);
const total: MalformedOutcome = { sent: 0, serverErrors: [], nonStandardBodies: [] };
const start = performance.now();
for (let round = 0; total.sent < GOAL; round++) {
  const outcome = await sendMalformed(
    t.app,
    malformedRequests(operations, world.idsOfA, round),
    world.a.admin.headers,
  );
  total.sent += outcome.sent;
  total.serverErrors.push(...outcome.serverErrors);
  total.nonStandardBodies.push(...outcome.nonStandardBodies);
}
const seconds = (performance.now() - start) / 1000;
await t.close();

console.log(`rotas: ${operations.length}`);
console.log(`requisições malformadas enviadas: ${total.sent} em ${seconds.toFixed(1)} s`);
console.log(`respostas 5xx: ${total.serverErrors.length}`);
console.log(`corpos de erro fora do padrão: ${total.nonStandardBodies.length}`);
for (const line of [...total.serverErrors, ...total.nonStandardBodies].slice(0, 20)) {
  console.log(`  ${line}`);
}
process.exit(total.serverErrors.length + total.nonStandardBodies.length === 0 ? 0 : 1);
