import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { MAX_PAGE_SIZE } from '@rumo/shared/common/pagination';
import { MCP_SCOPES, mcpMessages } from '@rumo/shared/mcp/tools';
import type { Objective } from '@rumo/shared/objectives/contracts';
import { hasScope } from '../api-tokens/public';
import { findCurrentCycle } from '../cycles/public';
import { listObjectives } from '../objectives/public';
import type { McpContext } from './mcp-tool-kit';

export const CURRENT_CYCLE_URI = 'rumo://cycles/current';
/** JSON-RPC's "invalid params": what a client asked cannot be answered for it. */
const INVALID_PARAMS = -32602;

/** The current cycle with a summary of the objectives the token's person sees in it. */
export function registerResources(server: McpServer, { app, principal }: McpContext): void {
  server.registerResource(
    'current_cycle',
    CURRENT_CYCLE_URI,
    {
      title: 'Ciclo atual / Current cycle',
      description:
        'O ciclo atual da empresa com o resumo dos objetivos que você vê (progresso, confiança). ' +
        'The company’s current cycle with a summary of the objectives you see (progress, confidence).',
      mimeType: 'application/json',
    },
    async (uri) => {
      if (!hasScope(principal, MCP_SCOPES.read)) {
        throw new McpError(INVALID_PARAMS, mcpMessages.missingScope(MCP_SCOPES.read));
      }
      const cycle = await findCurrentCycle(app.db, principal.companyId);
      if (!cycle) throw new McpError(INVALID_PARAMS, mcpMessages.noCurrentCycle);
      const page = JSON.parse(
        await listObjectives(app.db, principal, {
          cycleId: cycle.id,
          search: undefined,
          page: 1,
          limit: MAX_PAGE_SIZE,
        }),
      ) as { data: Objective[]; total: number };
      const summary = {
        cycle: {
          id: cycle.id,
          name: cycle.name,
          startDate: cycle.startDate,
          endDate: cycle.endDate,
          status: cycle.status,
        },
        objectiveCount: page.total,
        objectives: page.data.map((objective) => ({
          id: objective.id,
          title: objective.title,
          status: objective.status,
          progress: objective.progress,
          confidence: objective.confidence,
          owner: objective.owner.name,
          team: objective.team?.name ?? null,
        })),
      };
      return {
        contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(summary) }],
      };
    },
  );
}
