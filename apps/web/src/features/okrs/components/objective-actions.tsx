import { Button, Group, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import { canCreateObjective, canManageObjective } from '@rumo/shared/objectives/permissions';
import {
  IconChevronDown,
  IconCopy,
  IconLockOpen,
  IconPencil,
  IconSquareCheck,
  IconTrash,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useDeleteObjective, useReopenObjective } from '../api/use-objective-actions';
import { useActor } from '../hooks/use-actor';
import { CloseObjectiveModal } from './close-objective-modal';
import { DuplicateObjectiveModal } from './duplicate-objective-modal';
import { ObjectiveFormDrawer } from './objective-form-drawer';

/** Editar, Encerrar/Reabrir, Duplicar and Excluir, for those the rules allow. */
export function ObjectiveActions({ objective }: { objective: ObjectiveDetail }) {
  const actor = useActor();
  const navigate = useNavigate();
  const [editOpened, edit] = useDisclosure(false);
  const [closeOpened, closeModal] = useDisclosure(false);
  const [duplicateOpened, duplicateModal] = useDisclosure(false);
  const reopen = useReopenObjective(objective.id);
  const remove = useDeleteObjective(objective.id);

  const canManage = canManageObjective(actor, { ownerId: objective.owner.id });
  const canDuplicate = canCreateObjective(actor, {
    level: objective.level,
    teamId: objective.team?.id ?? null,
    ownerId: objective.owner.id,
  });
  if (!canManage && !canDuplicate) return null;
  const closed = objective.status === 'closed';

  const doReopen = async () => {
    try {
      await reopen.mutateAsync();
      showToast({ severity: 'success', summary: 'Objetivo reaberto.' });
    } catch (error) {
      showToast({
        severity: 'error',
        summary: 'Não foi possível reabrir',
        detail: errorMessage(error),
      });
    }
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Excluir objetivo',
      centered: true,
      children: (
        <Text size="sm">
          {`Excluir "${objective.title}"? Os resultados-chave e todo o histórico de check-ins também serão excluídos. Esta ação não pode ser desfeita.`}
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync();
          showToast({ severity: 'success', summary: 'Objetivo excluído.' });
          navigate(paths.okrs, { replace: true });
        } catch (error) {
          showToast({
            severity: 'error',
            summary: 'Não foi possível excluir',
            detail: errorMessage(error),
          });
        }
      },
    });

  return (
    <Group gap="xs">
      {canManage && !closed && (
        <Button variant="default" leftSection={<IconPencil size={16} />} onClick={edit.open}>
          Editar
        </Button>
      )}
      {canManage && closed && (
        <Button
          variant="default"
          leftSection={<IconLockOpen size={16} />}
          onClick={doReopen}
          loading={reopen.isPending}
        >
          Reabrir
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} />}>
            Ações
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {canManage && !closed && (
            <Menu.Item leftSection={<IconSquareCheck size={16} />} onClick={closeModal.open}>
              Encerrar objetivo
            </Menu.Item>
          )}
          {canDuplicate && (
            <Menu.Item leftSection={<IconCopy size={16} />} onClick={duplicateModal.open}>
              Duplicar para outro ciclo
            </Menu.Item>
          )}
          {canManage && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
              Excluir objetivo
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <ObjectiveFormDrawer
        opened={editOpened}
        onClose={edit.close}
        objective={objective}
        defaultCycleId={objective.cycleId}
      />
      {closeOpened && (
        <CloseObjectiveModal
          objectiveId={objective.id}
          progress={objective.progress}
          opened={closeOpened}
          onClose={closeModal.close}
        />
      )}
      {duplicateOpened && (
        <DuplicateObjectiveModal
          objective={objective}
          opened={duplicateOpened}
          onClose={duplicateModal.close}
        />
      )}
    </Group>
  );
}
