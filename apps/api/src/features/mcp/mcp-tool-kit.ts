import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { mcpMessages } from '@rumo/shared/mcp/tools';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { type ApiPrincipal, hasScope } from '../api-tokens/public';

type Scope = Parameters<typeof hasScope>[1];

/** What every tool and resource of one request reads: the app and the token's person. */
export interface McpContext {
  app: FastifyInstance;
  principal: ApiPrincipal;
}

/** A tool's answer: the JSON an assistant reads, as text (every MCP client shows text). */
export function jsonResult(value: unknown): CallToolResult {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return { content: [{ type: 'text', text }] };
}

export function toolError(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/**
 * Runs a tool for the token's person once the token has `scope`: a missing scope or a refusal
 * of the app's rules (404, 403, 409…) is a tool error the assistant reads; anything else is
 * logged and answered without its details.
 */
export async function runTool(
  ctx: McpContext,
  scope: Scope,
  work: () => Promise<CallToolResult>,
): Promise<CallToolResult> {
  if (!hasScope(ctx.principal, scope)) return toolError(mcpMessages.missingScope(scope));
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return toolError(error.message);
    ctx.app.log.error({ err: error, tokenId: ctx.principal.tokenId }, 'mcp tool failed');
    return toolError(mcpMessages.failed);
  }
}
