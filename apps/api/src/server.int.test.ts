import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './test/server-process';

describe('graceful shutdown', () => {
  let server: ServerProcess | undefined;
  afterEach(() => server?.dispose());

  it('finishes an in-flight request on SIGTERM, then exits 0, even on a kept-alive connection', async () => {
    server = await startServerProcess();
    const { port } = new URL(server.url);
    const body = JSON.stringify({ email: 'ninguem@rumo.test', password: 'senha-errada-1' });

    // A request whose body is still arriving when SIGTERM comes.
    const answer = new Promise<{ status: number | undefined; text: string }>((resolve, reject) => {
      const pending = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/login',
          // The client would keep the connection open after the answer: the close must not wait.
          agent: new Agent({ keepAlive: true }),
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode, text }));
        },
      );
      pending.on('error', reject);
      pending.write(body.slice(0, 10));
      setTimeout(() => {
        server?.child.kill('SIGTERM');
        setTimeout(() => pending.end(body.slice(10)), 500);
      }, 300);
    });

    const { status, text } = await answer;
    expect(status).toBe(401);
    expect(JSON.parse(text).code).toBe('INVALID_CREDENTIALS');
    // 1 would mean the close gave up waiting on the idle kept-alive connection.
    expect(await server.exited).toBe(0);
  }, 90_000);
});
