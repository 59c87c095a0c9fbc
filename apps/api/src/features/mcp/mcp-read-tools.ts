import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  getObjectiveInput,
  listObjectivesInput,
  MCP_SCOPES,
  searchOkrsInput,
} from '@rumo/shared/mcp/tools';
import { objectiveListQuerySchema } from '@rumo/shared/objectives/contracts';
import { keyResultTrends } from '../check-ins/public';
import { getMyWeek } from '../my-week/public';
import { getObjectiveDetail, listObjectives } from '../objectives/public';
import { search } from '../search/public';
import { checkInHistory } from './mcp.repository';
import { jsonResult, type McpContext, runTool } from './mcp-tool-kit';

const readOnly = { readOnlyHint: true, openWorldHint: false };
const OKR_KINDS = new Set(['objective', 'key_result']);

/** The tools that read (scope okrs:read), each answering what the app shows its person. */
export function registerReadTools(server: McpServer, ctx: McpContext): void {
  const { app, principal } = ctx;

  server.registerTool(
    'list_objectives',
    {
      title: 'Listar objetivos / List objectives',
      description:
        'Lista os objetivos que você vê, do ciclo atual ou de outro, com filtros de time e status, paginados. ' +
        'Lists the objectives you can see, of the current cycle or another, filtered by team and status, paginated.',
      inputSchema: listObjectivesInput,
      annotations: readOnly,
    },
    (input) =>
      runTool(ctx, MCP_SCOPES.read, async () =>
        jsonResult(await listObjectives(app.db, principal, objectiveListQuerySchema.parse(input))),
      ),
  );

  server.registerTool(
    'search_okrs',
    {
      title: 'Buscar OKRs / Search OKRs',
      description:
        'Busca objetivos e resultados-chave pelo texto (sem acentos ou maiúsculas importarem). ' +
        'Searches objectives and key results by text (accents and case do not matter).',
      inputSchema: searchOkrsInput,
      annotations: readOnly,
    },
    ({ query }) =>
      runTool(ctx, MCP_SCOPES.read, async () => {
        const found = await search(app.db, principal, query);
        return jsonResult({
          query: found.query,
          results: found.results.filter((result) => OKR_KINDS.has(result.kind)),
        });
      }),
  );

  server.registerTool(
    'get_objective',
    {
      title: 'Ver objetivo / Get objective',
      description:
        'Um objetivo com seus resultados-chave e o histórico de check-ins de cada um (os 20 mais recentes). ' +
        'One objective with its key results and each one’s check-in history (latest 20).',
      inputSchema: getObjectiveInput,
      annotations: readOnly,
    },
    ({ objectiveId }) =>
      runTool(ctx, MCP_SCOPES.read, async () => {
        const objective = await getObjectiveDetail(app.db, keyResultTrends, principal, objectiveId);
        const history = await checkInHistory(
          app.db,
          principal.companyId,
          objective.keyResults.map((keyResult) => keyResult.id),
        );
        return jsonResult({
          ...objective,
          keyResults: objective.keyResults.map(({ trend: _trend, ...keyResult }) => ({
            ...keyResult,
            checkIns: history
              .filter((row) => row.keyResultId === keyResult.id)
              .map(({ keyResultId: _id, ...row }) => row),
          })),
        });
      }),
  );

  server.registerTool(
    'my_week',
    {
      title: 'Minha semana / My week',
      description:
        'A semana da pessoa dona do token: seus resultados-chave e check-ins devidos, objetivos fora do ritmo, menções e iniciativas. ' +
        'The token owner’s week: their key results and check-ins due, off-pace objectives, mentions and initiatives.',
      annotations: readOnly,
    },
    () =>
      runTool(ctx, MCP_SCOPES.read, async () => jsonResult(await getMyWeek(app.domain, principal))),
  );
}
