import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ApiToken } from '@rumo/shared/api-tokens/contracts';
import dayjs from 'dayjs';
import { errorMessage } from '../../../lib/api-error';
import { APP_TIME_ZONE } from '../../../lib/dates';
import { showToast } from '../../../lib/toasts';
import { useRevokeApiToken } from '../api/use-api-tokens';

const day = (at: string | null, empty: string) =>
  at ? dayjs(at).tz(APP_TIME_ZONE).format('DD/MM/YY') : empty;
const moment = (at: string | null, empty: string) =>
  at ? dayjs(at).tz(APP_TIME_ZONE).format('DD/MM/YY HH:mm') : empty;

/** The company's active API tokens, each with its scopes, last use and revoke action. */
export function ApiTokenList({ tokens }: { tokens: ApiToken[] }) {
  const revoke = useRevokeApiToken();
  const confirmRevoke = (token: ApiToken) =>
    modals.openConfirmModal({
      title: 'Revogar token de API',
      centered: true,
      children: (
        <Text size="sm">
          {`Revogar o token "${token.name}"? As integrações que o usam deixam de funcionar na hora. Esta ação não pode ser desfeita.`}
        </Text>
      ),
      labels: { confirm: 'Revogar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await revoke.mutateAsync(token.id);
          showToast({ severity: 'success', summary: 'Token de API revogado.' });
        } catch (error) {
          showToast({
            severity: 'error',
            summary: 'Não foi possível revogar o token',
            detail: errorMessage(error),
          });
        }
      },
    });

  if (tokens.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhum token ativo.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" aria-label="Tokens de API">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Prefixo</Table.Th>
            <Table.Th>Permissões</Table.Th>
            <Table.Th>Criado por</Table.Th>
            <Table.Th>Último uso</Table.Th>
            <Table.Th>Validade</Table.Th>
            <Table.Th>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => (
            <Table.Tr key={token.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {token.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">{`${token.prefix}…`}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {token.scopes.map((scope) => (
                    <Badge key={scope} variant="light" size="sm" tt="none">
                      {scope}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{token.createdByName ?? '—'}</Text>
                <Text size="xs" c="dimmed">
                  {day(token.createdAt, '')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{moment(token.lastUsedAt, 'Nunca usado')}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{day(token.expiresAt, 'Sem validade')}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => confirmRevoke(token)}
                  aria-label={`Revogar o token ${token.name}`}
                >
                  Revogar
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
