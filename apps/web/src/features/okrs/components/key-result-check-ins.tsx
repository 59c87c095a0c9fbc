import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CheckIn } from '@rumo/shared/check-ins/contracts';
import type { KeyResult } from '@rumo/shared/objectives/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CheckInDialog } from '../../../components/okr/check-in-dialog';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { EmptyState } from '../../../components/okr/empty-state';
import { formatDay } from '../../../components/okr/format-day';
import { KeyResultValue } from '../../../components/okr/key-result-value';
import { ListPagination } from '../../../components/okr/list-pagination';
import { QueryError } from '../../../components/query-error';
import { UserAvatar } from '../../../components/user-avatar';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useCheckInReactions } from '../api/use-check-in-reactions';
import { useDeleteCheckIn } from '../api/use-delete-check-in';
import { CHECK_IN_HISTORY_PAGE_SIZE, useKeyResultCheckIns } from '../api/use-key-result-check-ins';
import { CheckInReactions } from './comments/check-in-reactions';

interface KeyResultCheckInsProps {
  keyResult: KeyResult;
}

/** A key result's check-ins, newest first; the author may change their latest one. */
export function KeyResultCheckIns({ keyResult }: KeyResultCheckInsProps) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CheckIn | null>(null);
  const history = useKeyResultCheckIns(keyResult.id, page, true);
  const remove = useDeleteCheckIn();
  const reactions = useCheckInReactions(keyResult.id);
  const unit = {
    unit: keyResult.unit,
    customUnit: keyResult.customUnit,
    decimals: keyResult.decimals,
  };

  const confirmDelete = (checkIn: CheckIn) =>
    modals.openConfirmModal({
      title: 'Excluir check-in',
      centered: true,
      children: (
        <Text size="sm">
          O resultado-chave volta ao valor anterior a este check-in. A exclusão fica registrada na
          atividade do objetivo.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(checkIn.id);
          showToast({ severity: 'success', summary: 'Check-in excluído.' });
        } catch (error) {
          showToast({
            severity: 'error',
            summary: 'Não foi possível excluir',
            detail: errorMessage(error),
          });
        }
      },
    });

  if (history.isError)
    return <QueryError error={history.error} onRetry={() => history.refetch()} />;
  if (!history.data) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Carregando check-ins">
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Stack>
    );
  }
  if (history.data.total === 0) {
    return (
      <EmptyState
        size="sm"
        title="Nenhum check-in ainda"
        description="O responsável registra o primeiro check-in para mostrar como este resultado-chave anda."
      />
    );
  }

  return (
    <Stack gap="sm">
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {history.data.data.map((checkIn) => (
          <li
            key={checkIn.id}
            style={{ borderTop: '1px solid var(--app-border)', padding: '10px 0' }}
          >
            <Group justify="space-between" align="flex-start" gap="sm">
              <Group
                gap="sm"
                align="flex-start"
                wrap="nowrap"
                style={{ flex: '1 1 260px', minWidth: 0 }}
              >
                <UserAvatar avatar={checkIn.author.avatar} name={checkIn.author.name} size={28} />
                <Stack gap={2} miw={0}>
                  <Text size="sm">
                    <Text span fw={600} inherit>
                      {checkIn.author.name}
                    </Text>
                    {` · ${formatDay(checkIn.date)} · `}
                    <KeyResultValue value={checkIn.previousValue} {...unit} c="dimmed" />
                    {' → '}
                    <KeyResultValue value={checkIn.value} {...unit} fw={600} />
                  </Text>
                  {checkIn.comment && (
                    <Text
                      size="sm"
                      c="dimmed"
                      style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                    >
                      {checkIn.comment}
                    </Text>
                  )}
                  <CheckInReactions
                    keyResultId={keyResult.id}
                    checkInId={checkIn.id}
                    reactions={
                      reactions.data?.find((entry) => entry.checkInId === checkIn.id)?.reactions ??
                      []
                    }
                  />
                </Stack>
              </Group>
              <Group gap="xs">
                <ConfidenceBadge confidence={checkIn.confidence} size="sm" />
                {checkIn.editable && (
                  <>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => setEditing(checkIn)}
                      aria-label={`Editar check-in de ${formatDay(checkIn.date)}`}
                    >
                      Editar
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => confirmDelete(checkIn)}
                      aria-label={`Excluir check-in de ${formatDay(checkIn.date)}`}
                    >
                      Excluir
                    </Button>
                  </>
                )}
              </Group>
            </Group>
          </li>
        ))}
      </Stack>
      <ListPagination
        page={page}
        limit={CHECK_IN_HISTORY_PAGE_SIZE}
        total={history.data.total}
        onChange={setPage}
      />
      <CheckInDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        keyResult={keyResult}
        checkIn={editing ?? undefined}
      />
    </Stack>
  );
}
