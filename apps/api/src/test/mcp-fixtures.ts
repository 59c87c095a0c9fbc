import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ApiTokenScope } from '@rumo/shared/api-tokens/contracts';
import type { UserRole } from '@rumo/shared/auth/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../features/users/users.table';
import type { TestApp } from './test-app';

/**
 * An API token acting as `person`, created through the admins' route. Only admins create
 * tokens, and a token acts with its creator's current role: a member's token is one its creator
 * made while an admin, then lost the role (what `role: 'user'` does here).
 */
export async function createApiToken(
  t: TestApp,
  person: { id: string; headers: Record<string, string> },
  scopes: ApiTokenScope[],
  { role = 'admin' }: { role?: UserRole } = {},
): Promise<string> {
  const setRole = async (next: UserRole) => {
    await t.db.update(users).set({ role: next }).where(eq(users.id, person.id));
    t.app.sessionCache.evictUser(person.id);
  };
  if (role !== 'admin') await setRole('admin');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/api-tokens',
    headers: person.headers,
    payload: { name: `MCP ${scopes.join(' ')}`, scopes },
  });
  if (role !== 'admin') await setRole(role);
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
