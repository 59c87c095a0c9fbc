import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerReadTools } from './mcp-read-tools';
import { registerResources } from './mcp-resources';
import type { McpContext } from './mcp-tool-kit';
import { registerWriteTools } from './mcp-write-tools';

export const MCP_SERVER_INFO = { name: 'rumo', version: '1.0.0' } as const;

/**
 * Rumo's MCP server for one request's token: every tool is registered (an assistant lists them
 * all) and each checks the token's scope when called.
 */
export function createRumoMcpServer(ctx: McpContext): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, {
    instructions:
      'Rumo: OKRs da empresa. Leia com list_objectives, search_okrs, get_objective e my_week; registre check-ins com create_check_in. ' +
      'Rumo: the company’s OKRs. Read with list_objectives, search_okrs, get_objective and my_week; record check-ins with create_check_in.',
  });
  registerReadTools(server, ctx);
  registerWriteTools(server, ctx);
  registerResources(server, ctx);
  return server;
}
