import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from './request-log';

async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLogController() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async (_request, reply) => reply.code(503).send({ ok: false }));
  return { app, lines };
}

describe('request log', () => {
  it('writes nothing for a fast success and one line for a server error', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject('/ok');
    expect(lines).toEqual([]);
    await app.inject('/fails');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'request completed',
      responseTime: expect.any(Number),
      method: 'GET',
      url: '/fails',
      statusCode: 503,
      reqId: expect.anything(),
    });
    await app.close();
  });

  it('writes one line per request at debug', async () => {
    const { app, lines } = await appLogging('debug');
    await app.inject('/ok');
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
    await app.close();
  });
});
