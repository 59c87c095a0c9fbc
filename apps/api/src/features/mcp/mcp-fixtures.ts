import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { TestApp } from '../../test/test-app';

/** An API token of `admin`'s company acting as `admin`, created as the app's admins do. */
export async function createApiToken(
  t: TestApp,
  admin: { headers: Record<string, string> },
  scopes: string[],
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/api-tokens',
    headers: admin.headers,
    payload: { name: `MCP ${scopes.join(' ')}`, scopes },
  });
  if (response.statusCode !== 201) throw new Error(`token not created: ${response.body}`);
  return response.json().secret as string;
}

/** The SDK's own client on the app listening at `baseUrl`, with `token` as its bearer. */
export async function connectClient(baseUrl: string, token: string): Promise<Client> {
  const client = new Client({ name: 'rumo-tests', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

/** The first text block of a tool's answer, as JSON when it parses. */
export function textOf(result: unknown): string {
  const [first] = (result as CallToolResult).content;
  if (first?.type !== 'text') throw new Error('tool answered no text');
  return first.text;
}

export const jsonOf = <T = Record<string, unknown>>(result: unknown): T =>
  JSON.parse(textOf(result)) as T;
