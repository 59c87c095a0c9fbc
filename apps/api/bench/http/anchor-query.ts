import Fastify from 'fastify';
import pg from 'pg';

// Anchor: a Fastify 5 route doing one round trip to PostgreSQL (`SELECT $1` on a pool of 10),
// the floor under any route that reads the database once.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/', async () => {
  const result = await pool.query<{ value: string }>('SELECT $1::text AS value', ['world']);
  return { hello: result.rows[0]?.value };
});
const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
