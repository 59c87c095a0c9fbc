import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Team } from '@rumo/shared/teams/contracts';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useDeleteTeam } from '../api/use-delete-team';

/** Opens the 'Excluir time' confirmation; `onDeleted` runs after the API agrees. */
export function useConfirmDeleteTeam() {
  const deleteTeam = useDeleteTeam();
  return (team: Pick<Team, 'id' | 'name'>, onDeleted?: () => void) =>
    modals.openConfirmModal({
      title: 'Excluir time',
      centered: true,
      children: (
        <Text size="sm">
          {`Excluir o time "${team.name}"? Os membros ficam sem time principal e os objetivos do time mantêm o histórico. Esta ação não pode ser desfeita.`}
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteTeam.mutateAsync(team.id);
          showToast({ severity: 'success', summary: 'Time excluído.' });
          onDeleted?.();
        } catch (error) {
          showToast({
            severity: 'error',
            summary: 'Não foi possível excluir o time',
            detail: errorMessage(error),
          });
        }
      },
    });
}
