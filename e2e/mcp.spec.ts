import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from '@playwright/test';
import { loginViaApi } from './support/api';
import { expectAccessibleSection, inEveryView } from './support/axe';
import { demo } from './support/data';
import { useSession } from './support/session';

// The MCP server (issue 26 part 3): the demo admin creates an API token, an assistant (the SDK's
// own client here) records a check-in through /mcp, and the member sees it in the app. The
// Integrações tab shows where the server is; a member reaches neither the tab nor /mcp.

const INTEGRATIONS = '/configuracoes?aba=integracoes';
const SECTION = 'Assistentes de IA (MCP)';

async function mcpClient(baseURL: string, token: string): Promise<Client> {
  const client = new Client({ name: 'rumo-e2e', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', baseURL), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

const textOf = (result: Awaited<ReturnType<Client['callTool']>>) => {
  const [first] = result.content as { type: string; text?: string }[];
  return first?.text ?? '';
};

test('an assistant checks in through /mcp with the admin’s token; the member sees it in the app', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = await loginViaApi(request, demo.admin);
  const created = await request.post('/api/api-tokens', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name: 'Claude Desktop', scopes: ['okrs:read', 'checkins:write'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { secret } = (await created.json()) as { secret: string };

  await useSession(page, admin);
  await page.goto(INTEGRATIONS);
  const section = page.getByRole('region', { name: SECTION });
  // The first page of a fresh server loads its lazy chunks cold.
  await expect(section).toBeVisible({ timeout: 30_000 });
  await expect(section.getByTestId('mcp-url')).toHaveText(/\/mcp$/);
  await expect(section.getByTestId('mcp-claude-config')).toContainText('mcp-remote');
  await expect(section.getByRole('button', { name: 'Copiar URL do servidor MCP' })).toBeVisible();

  const client = await mcpClient(baseURL ?? '', secret);
  const { tools } = await client.listTools();
  expect(tools).toHaveLength(6);
  const week = JSON.parse(textOf(await client.callTool({ name: 'my_week', arguments: {} })));
  const listed = JSON.parse(
    textOf(await client.callTool({ name: 'list_objectives', arguments: { limit: 100 } })),
  ) as { data: { id: string; private: boolean }[] };
  const open = new Set(listed.data.filter((o) => !o.private).map((o) => o.id));
  const keyResult = (week.keyResults as { id: string; objective: { id: string } }[]).find((kr) =>
    open.has(kr.objective.id),
  );
  expect(keyResult, 'the demo admin owns a key result of an open objective').toBeDefined();
  const comment = `Pelo assistente ${Date.now()}`;
  const checkIn = await client.callTool({
    name: 'create_check_in',
    arguments: { keyResultId: keyResult?.id, value: 1, confidence: 'média', comment },
  });
  expect(checkIn.isError, textOf(checkIn)).toBeFalsy();
  const comment_refused = await client.callTool({
    name: 'comment_on_objective',
    arguments: { objectiveId: keyResult?.objective.id, body: 'Sem escopo' },
  });
  expect(textOf(comment_refused)).toContain('okrs:write');
  await client.close();

  const member = await loginViaApi(request, demo.user);
  const history = await request.get(`/api/key-results/${keyResult?.id}/check-ins`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(history.status()).toBe(200);
  expect(JSON.stringify(await history.json())).toContain(comment);
  await useSession(page, member);
  await page.goto(`/okrs/${keyResult?.objective.id}`);
  await expect(page.getByText(comment).first()).toBeVisible();

  // A member's session is no API token, and the Integrações tab is the admins'.
  const refused = await request.post('/mcp', {
    headers: {
      authorization: `Bearer ${member.token}`,
      accept: 'application/json, text/event-stream',
    },
    data: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
  });
  expect(refused.status()).toBe(401);
  expect(refused.headers()['www-authenticate']).toContain('Bearer');
  await page.goto(INTEGRATIONS);
  await expect(page.getByRole('region', { name: SECTION })).toHaveCount(0);
});

test('the MCP section passes axe-core, light and dark, at 390 px and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await loginViaApi(request, demo.admin);
  await inEveryView(page, admin, async (view) => {
    await page.goto(INTEGRATIONS);
    await expect(page.getByRole('region', { name: SECTION })).toBeVisible();
    await expectAccessibleSection(page, 'section[aria-labelledby="mcp-title"]', view.label);
    await page.getByRole('region', { name: SECTION }).screenshot({
      path: test.info().outputPath(`mcp-${view.name}.png`),
    });
  });
});
