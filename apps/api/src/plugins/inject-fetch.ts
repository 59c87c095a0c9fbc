import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` answered by this process's own routes (`app.inject`), so Rumo reaches the Efí
 * simulator it mounts without a network hop, whatever address it listens on (and in tests,
 * where it does not listen at all).
 */
export function injectFetch(
  app: FastifyInstance,
  extraHeaders: Record<string, string> = {},
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const requestHeaders: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      requestHeaders[name] = value;
    });
    const reply = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...requestHeaders, ...extraHeaders },
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const noBody = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(noBody ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers,
    });
  };
}
