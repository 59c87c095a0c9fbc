import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ScimToken } from '@rumo/shared/scim/tokens';
import dayjs from 'dayjs';
import { errorMessage } from '../../../lib/api-error';
import { APP_TIME_ZONE } from '../../../lib/dates';
import { showToast } from '../../../lib/toasts';
import { useRevokeScimToken } from '../api/use-revoke-scim-token';

const day = (at: string | null, empty: string) =>
  at ? dayjs(at).tz(APP_TIME_ZONE).format('DD/MM/YY') : empty;
const moment = (at: string | null, empty: string) =>
  at ? dayjs(at).tz(APP_TIME_ZONE).format('DD/MM/YY HH:mm') : empty;

/** The company's active SCIM tokens, each with its revoke action. */
export function ScimTokenList({ tokens }: { tokens: ScimToken[] }) {
  const revoke = useRevokeScimToken();
  const confirmRevoke = (token: ScimToken) =>
    modals.openConfirmModal({
      title: 'Revogar token SCIM',
      centered: true,
      children: (
        <Text size="sm">
          {`Revogar o token "${token.name}"? O provedor de identidade que o usa deixa de criar, alterar e desativar pessoas no Rumo até receber um novo token.`}
        </Text>
      ),
      labels: { confirm: 'Revogar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await revoke.mutateAsync(token.id);
          showToast({ severity: 'success', summary: 'Token SCIM revogado.' });
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
        Nenhum token ativo. Crie um para ligar o Microsoft Entra ID, o Okta ou outro provedor.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label="Tokens SCIM">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Prefixo</Table.Th>
            <Table.Th>Criado em</Table.Th>
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
                <Text size="sm">{day(token.createdAt, '—')}</Text>
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
