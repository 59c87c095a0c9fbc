import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { checkInBodySchema } from '@rumo/shared/check-ins/contracts';
import {
  commentOnObjectiveInput,
  createCheckInInput,
  MCP_SCOPES,
  mcpConfidenceToApp,
} from '@rumo/shared/mcp/tools';
import { assertCompanyWritable } from '../billing/public';
import { recordCheckIn } from '../check-ins/public';
import { addComment } from '../comments/public';
import { jsonResult, type McpContext, runTool } from './mcp-tool-kit';

const writes = { readOnlyHint: false, destructiveHint: false, openWorldHint: false };

/**
 * The tools that write, through the same services as the app (its rules, activity, evolution
 * and e-mails follow), as the token's person; a read-only company (trial or subscription ended)
 * is refused as the app refuses it.
 */
export function registerWriteTools(server: McpServer, ctx: McpContext): void {
  const { app, principal } = ctx;
  const assertWritable = () =>
    assertCompanyWritable(app.db, app.config, principal.companyId, app.now());

  server.registerTool(
    'create_check_in',
    {
      title: 'Registrar check-in / Create check-in',
      description:
        'Registra um check-in num resultado-chave: valor atual, confiança (alta, média, baixa) e comentário. Mesmas regras do app: só quem é dono do resultado-chave (ou admin), em ciclo aberto. ' +
        'Records a check-in on a key result: current value, confidence (alta = high, média = medium, baixa = low) and comment. Same rules as the app: only its owner (or an admin), in an open cycle.',
      inputSchema: createCheckInInput,
      annotations: writes,
    },
    ({ keyResultId, value, confidence, comment }) =>
      runTool(ctx, MCP_SCOPES.checkIns, async () => {
        await assertWritable();
        const body = checkInBodySchema.parse({
          value,
          confidence: mcpConfidenceToApp[confidence],
          comment,
        });
        return jsonResult(await recordCheckIn(app.domain, principal, keyResultId, body));
      }),
  );

  server.registerTool(
    'comment_on_objective',
    {
      title: 'Comentar objetivo / Comment on objective',
      description:
        'Publica um comentário num objetivo que você vê, em seu nome; quem for mencionado recebe e-mail. ' +
        'Posts a comment on an objective you can see, as you; people mentioned get an e-mail.',
      inputSchema: commentOnObjectiveInput,
      annotations: writes,
    },
    ({ objectiveId, body }) =>
      runTool(ctx, MCP_SCOPES.write, async () => {
        await assertWritable();
        const deps = { ...app.domain, config: app.config, mailer: app.mailer };
        return jsonResult(await addComment(deps, principal, { objectiveId }, { body }));
      }),
  );
}
