import Fastify from 'fastify';

// Anchor: the fastest a Fastify 5 route can be on this machine (no database).
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
