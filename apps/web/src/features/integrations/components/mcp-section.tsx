import {
  ActionIcon,
  Card,
  Code,
  CopyButton,
  Group,
  List,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { MCP_SCOPES } from '@rumo/shared/mcp/scopes';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The assistant's tools as a person reads them (docs/integrations/mcp.md has the details). */
const TOOLS = [
  ['list_objectives', 'lista os objetivos que a pessoa vê, com filtros de ciclo, time e status'],
  ['search_okrs', 'busca objetivos e resultados-chave pelo texto'],
  ['get_objective', 'mostra um objetivo, seus resultados-chave e os check-ins de cada um'],
  ['my_week', 'a Minha semana da pessoa dona do token'],
  ['create_check_in', `registra um check-in (escopo ${MCP_SCOPES.checkIns})`],
  ['comment_on_objective', `comenta num objetivo (escopo ${MCP_SCOPES.write})`],
] as const;

function claudeDesktopConfig(url: string): string {
  const config = {
    mcpServers: {
      rumo: {
        command: 'npx',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: mcp-remote expands ${RUMO_AUTH} from env
        args: ['-y', 'mcp-remote', url, '--header', 'Authorization:${RUMO_AUTH}'],
        env: { RUMO_AUTH: 'Bearer rumo_cole_o_token_aqui' },
      },
    },
  };
  return JSON.stringify(config, null, 2);
}

function CopyIcon({ label, value }: { label: string; value: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copiado' : `Copiar ${label}`}>
          <ActionIcon
            variant="light"
            size="lg"
            color={copied ? 'teal' : undefined}
            aria-label={copied ? `${label} copiado` : `Copiar ${label}`}
            onClick={copy}
          >
            {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/**
 * Configurações › Integrações › Assistentes de IA (MCP): where the server is and how Claude
 * Desktop connects to it with one of the tokens created above. Nothing to save: the token
 * (with its scopes) is what grants access.
 */
export function McpSection() {
  const url = `${window.location.origin}/mcp`;
  const config = claudeDesktopConfig(url);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="mcp-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="mcp-title">
            Assistentes de IA (MCP)
          </Title>
          <Text size="sm" c="dimmed">
            Claude, ChatGPT e outros assistentes compatíveis com MCP consultam os OKRs e registram
            check-ins em nome de quem criou o token, com a mesma visibilidade e as mesmas regras do
            Rumo. Use um token de API com o escopo {MCP_SCOPES.read} (e {MCP_SCOPES.checkIns} ou{' '}
            {MCP_SCOPES.write} para gravar).
          </Text>
        </div>
        <Stack gap={4}>
          <Text size="sm" fw={600} id="mcp-url-label">
            URL do servidor MCP
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code
              fz="sm"
              p="xs"
              style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
              data-testid="mcp-url"
              aria-labelledby="mcp-url-label"
            >
              {url}
            </Code>
            <CopyIcon label="URL do servidor MCP" value={url} />
          </Group>
        </Stack>
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600} id="mcp-claude-label">
              Claude Desktop (claude_desktop_config.json)
            </Text>
            <CopyIcon label="configuração do Claude Desktop" value={config} />
          </Group>
          <Code
            block
            fz="xs"
            style={{ overflowX: 'auto' }}
            tabIndex={0}
            aria-labelledby="mcp-claude-label"
            data-testid="mcp-claude-config"
          >
            {config}
          </Code>
          <Text size="xs" c="dimmed">
            Troque o texto depois de “Bearer” pelo token. No ChatGPT, use a URL acima com o
            cabeçalho Authorization pela API; o app do ChatGPT ainda só aceita conectores com OAuth.
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600} id="mcp-tools-label">
            Ferramentas disponíveis
          </Text>
          <List size="sm" spacing={2} aria-labelledby="mcp-tools-label">
            {TOOLS.map(([name, what]) => (
              <List.Item key={name}>
                <Code>{name}</Code>: {what}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Stack>
    </Card>
  );
}
