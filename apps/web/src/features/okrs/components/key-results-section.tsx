import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { KeyResult, ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import {
  canAddKeyResult,
  canCheckIn,
  canManageKeyResult,
} from '@rumo/shared/objectives/permissions';
import { IconPlus, IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { CheckInDialog } from '../../../components/okr/check-in-dialog';
import { EmptyState } from '../../../components/okr/empty-state';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useObjectiveInitiatives } from '../api/use-initiatives';
import { useDeleteKeyResult } from '../api/use-key-result-mutations';
import { useActor } from '../hooks/use-actor';
import { KeyResultCard } from './key-result-card';
import { KeyResultFormModal } from './key-result-form-modal';
import { KeyResultInitiatives } from './key-result-initiatives';

type FormState = { open: false } | { open: true; keyResult?: KeyResult };

/** The objective's key results with check-in, edit and delete where allowed. */
export function KeyResultsSection({ objective }: { objective: ObjectiveDetail }) {
  const actor = useActor();
  const remove = useDeleteKeyResult();
  const initiatives = useObjectiveInitiatives(objective.id);
  const [form, setForm] = useState<FormState>({ open: false });
  const [checkingIn, setCheckingIn] = useState<KeyResult | null>(null);
  const closed = objective.status === 'closed';
  const canAdd = !closed && canAddKeyResult(actor, { ownerId: objective.owner.id });

  const confirmDelete = (keyResult: KeyResult) =>
    modals.openConfirmModal({
      title: 'Excluir resultado-chave',
      centered: true,
      children: (
        <Text size="sm">
          {`Excluir "${keyResult.title}" e todos os seus check-ins? Esta ação não pode ser desfeita.`}
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(keyResult.id);
          showToast({ severity: 'success', summary: 'Resultado-chave excluído.' });
        } catch (error) {
          showToast({
            severity: 'error',
            summary: 'Não foi possível excluir',
            detail: errorMessage(error),
          });
        }
      },
    });

  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ open: true })}>
      Adicionar resultado-chave
    </Button>
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="key-results-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg" id="key-results-title">
          {`Resultados-chave (${objective.keyResults.length})`}
        </Title>
        {canAdd && objective.keyResults.length > 0 && addButton}
      </Group>
      {objective.keyResults.length === 0 ? (
        <EmptyState
          icon={<IconTarget aria-hidden />}
          title="Nenhum resultado-chave"
          description={
            canAdd
              ? 'Adicione de dois a cinco resultados-chave mensuráveis que mostrem que o objetivo foi atingido.'
              : 'O responsável pelo objetivo ainda não definiu resultados-chave.'
          }
          action={canAdd ? addButton : undefined}
        />
      ) : (
        objective.keyResults.map((keyResult) => {
          const ownership = { ownerId: keyResult.owner.id, objectiveOwnerId: objective.owner.id };
          return (
            <KeyResultCard
              key={keyResult.id}
              keyResult={keyResult}
              canCheckIn={!closed && canCheckIn(actor, { ownerId: keyResult.owner.id })}
              canManage={!closed && canManageKeyResult(actor, ownership)}
              onCheckIn={() => setCheckingIn(keyResult)}
              onEdit={() => setForm({ open: true, keyResult })}
              onDelete={() => confirmDelete(keyResult)}
              initiatives={
                initiatives.data && (
                  <KeyResultInitiatives
                    keyResult={keyResult}
                    objectiveOwnerId={objective.owner.id}
                    initiatives={initiatives.data.filter((i) => i.keyResultId === keyResult.id)}
                    closed={closed}
                  />
                )
              }
            />
          );
        })
      )}
      <KeyResultFormModal
        opened={form.open}
        onClose={() => setForm({ open: false })}
        objectiveId={objective.id}
        keyResult={form.open ? form.keyResult : undefined}
        defaultOwner={objective.owner}
      />
      <CheckInDialog
        opened={checkingIn !== null}
        onClose={() => setCheckingIn(null)}
        keyResult={checkingIn}
      />
    </Stack>
  );
}
