import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/test-app';

/** A SCIM client of one company: its token (created through the admin API) and a caller. */
export interface ScimClient {
  token: string;
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
}

export async function createScimClient(
  t: TestApp,
  admin: { headers: { authorization: string } },
  body: { name?: string; expiresOn?: string | null } = {},
): Promise<ScimClient> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/scim-tokens',
    headers: admin.headers,
    payload: { name: body.name ?? 'Entra ID', expiresOn: body.expiresOn ?? null },
  });
  if (created.statusCode !== 201) throw new Error(`token not created: ${created.body}`);
  const token = created.json().secret as string;
  return {
    token,
    call: (method, url, payload) =>
      t.app.inject({
        method,
        url: `/scim/v2${url}`,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/scim+json' } : {}),
        },
        ...(payload ? { payload: JSON.stringify(payload) } : {}),
      }),
  };
}
