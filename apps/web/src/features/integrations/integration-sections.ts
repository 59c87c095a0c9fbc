import type { ComponentType } from 'react';
import { ApiTokensSection } from './components/api-tokens-section';
import { McpSection } from './components/mcp-section';
import { ConnectedAppsSection } from './oauth/connected-apps-section';
import { WebhooksSection } from './webhooks/webhooks-section';

/**
 * Configurações › Integrações, top to bottom: each part of issue 26 (API tokens, webhooks, MCP,
 * WhatsApp) adds its own section component file and ONE line here.
 */
export const INTEGRATION_SECTIONS: readonly ComponentType[] = [
  ApiTokensSection,
  WebhooksSection,
  McpSection,
  ConnectedAppsSection,
];
