import type { ApiTokenScope } from '../api-tokens/contracts';

/** The API token scopes the MCP tools ask for (zod-free: the web app's settings read it too). */
export const MCP_SCOPES = {
  read: 'okrs:read',
  write: 'okrs:write',
  checkIns: 'checkins:write',
} as const satisfies Record<string, ApiTokenScope>;
