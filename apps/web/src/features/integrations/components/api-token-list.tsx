import { Badge, Group, Text } from '@mantine/core';
import type { ApiToken } from '@rumo/shared/api-tokens/contracts';
import { SecretTokenTable, tokenDay } from '../../../components/secret-token-table';
import { useRevokeApiToken } from '../api/use-api-tokens';

/** The company's active API tokens, each with its scopes, last use and revoke action. */
export function ApiTokenList({ tokens }: { tokens: ApiToken[] }) {
  const revoke = useRevokeApiToken();
  return (
    <SecretTokenTable
      tokens={tokens}
      label="Tokens de API"
      empty="Nenhum token ativo."
      minWidth={720}
      columns={[
        {
          header: 'Permissões',
          cell: (token) => (
            <Group gap={4}>
              {token.scopes.map((scope) => (
                <Badge key={scope} variant="light" size="sm" tt="none">
                  {scope}
                </Badge>
              ))}
            </Group>
          ),
        },
        {
          header: 'Criado por',
          cell: (token) => (
            <>
              <Text size="sm">{token.createdByName ?? '—'}</Text>
              <Text size="xs" c="dimmed">
                {tokenDay(token.createdAt, '')}
              </Text>
            </>
          ),
        },
      ]}
      revocation={{
        title: 'Revogar token de API',
        warning: (token) =>
          `Revogar o token "${token.name}"? As integrações que o usam deixam de funcionar na hora. Esta ação não pode ser desfeita.`,
        done: 'Token de API revogado.',
        revoke: (id) => revoke.mutateAsync(id),
      }}
    />
  );
}
