import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-error';
import { APP_TIME_ZONE } from '../lib/dates';
import { showToast } from '../lib/toasts';

/** What every token kind lists: the clear secret itself is never kept. */
export interface ListedSecretToken {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

export const tokenDay = (at: string | null, empty: string) =>
  at ? dayjs(at).tz(APP_TIME_ZONE).format('DD/MM/YY') : empty;
const tokenMoment = (at: string | null, empty: string) =>
  at ? dayjs(at).tz(APP_TIME_ZONE).format('DD/MM/YY HH:mm') : empty;

/** A column a token kind adds between the prefix and the last use. */
export interface TokenColumn<T> {
  header: string;
  cell: (token: T) => ReactNode;
}

/** How a kind's tokens are revoked, and what the confirmation and the toast say. */
export interface TokenRevocation<T> {
  title: string;
  warning: (token: T) => string;
  done: string;
  revoke: (id: string) => Promise<unknown>;
}

/**
 * A company's active tokens of one kind (API, SCIM): name, prefix, the kind's own columns, last
 * use and validity, each with its revoke action behind a confirmation.
 */
export function SecretTokenTable<T extends ListedSecretToken>({
  tokens,
  label,
  empty,
  minWidth,
  columns,
  revocation,
}: {
  tokens: T[];
  label: string;
  empty: string;
  minWidth: number;
  columns: TokenColumn<T>[];
  revocation: TokenRevocation<T>;
}) {
  const confirmRevoke = (token: T) =>
    modals.openConfirmModal({
      title: revocation.title,
      centered: true,
      children: <Text size="sm">{revocation.warning(token)}</Text>,
      labels: { confirm: 'Revogar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await revocation.revoke(token.id);
          showToast({ severity: 'success', summary: revocation.done });
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
        {empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Prefixo</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
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
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(token)}</Table.Td>
              ))}
              <Table.Td>
                <Text size="sm">{tokenMoment(token.lastUsedAt, 'Nunca usado')}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{tokenDay(token.expiresAt, 'Sem validade')}</Text>
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
