import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import { canReviewObjective, canSubmitObjective } from '@rumo/shared/objectives/permissions';
import { IconArrowBackUp, IconCheck, IconSend } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useApprovalRequired, useApprovalStep } from '../api/use-approval';
import { useActor } from '../hooks/use-actor';
import { ReturnObjectiveModal } from './return-objective-modal';

/**
 * Where a draft stands in the approval flow, with the steps the signed-in user may take:
 * "Enviar para aprovação" (owner), "Aprovar" and "Devolver" (team leader or admin).
 */
export function ObjectiveApproval({ objective }: { objective: ObjectiveDetail }) {
  const actor = useActor();
  const required = useApprovalRequired();
  const submit = useApprovalStep(objective.id, 'submit');
  const approve = useApprovalStep(objective.id, 'approve');
  const [returnOpened, returnModal] = useDisclosure(false);

  // A closed draft keeps its submission for a reopen; nobody decides it while closed.
  const mayReview =
    objective.approval === 'submitted' &&
    objective.status === 'draft' &&
    canReviewObjective(actor, {
      level: objective.level,
      ownerId: objective.owner.id,
      teamLeaderId: objective.teamLeaderId,
    });
  const maySubmit =
    required &&
    canSubmitObjective(actor, {
      ownerId: objective.owner.id,
      status: objective.status,
      approval: objective.approval,
    });
  if (!objective.approval && !maySubmit) return null;

  const run = async (step: typeof submit, done: string, failed: string) => {
    try {
      await step.mutateAsync(undefined);
      showToast({ severity: 'success', summary: done });
    } catch (error) {
      showToast({ severity: 'error', summary: failed, detail: errorMessage(error) });
    }
  };
  const confirmApprove = () =>
    modals.openConfirmModal({
      title: 'Aprovar objetivo',
      centered: true,
      children: (
        <Text size="sm">{`Aprovar "${objective.title}"? Ele passa a ativo e entra nos check-ins.`}</Text>
      ),
      labels: { confirm: 'Aprovar', cancel: 'Cancelar' },
      onConfirm: () => run(approve, 'Objetivo aprovado.', 'Não foi possível aprovar'),
    });

  const returned = objective.approval === 'returned';
  return (
    <Alert
      color={returned ? 'red' : objective.approval === 'submitted' ? 'orange' : 'gray'}
      title={
        returned
          ? 'Devolvido para ajustes'
          : objective.approval === 'submitted'
            ? 'Aguardando aprovação'
            : 'Rascunho'
      }
    >
      <Stack gap="sm">
        {returned && objective.approvalNote && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {objective.approvalNote}
          </Text>
        )}
        {objective.approval === 'submitted' && (
          <Text size="sm">O líder do time ou um admin vai aprovar ou devolver este objetivo.</Text>
        )}
        {!objective.approval && (
          <Text size="sm">Quando estiver pronto, envie o objetivo para aprovação.</Text>
        )}
        {(maySubmit || mayReview) && (
          <Group gap="xs">
            {maySubmit && (
              <Button
                leftSection={<IconSend size={16} />}
                loading={submit.isPending}
                onClick={() =>
                  run(submit, 'Objetivo enviado para aprovação.', 'Não foi possível enviar')
                }
              >
                Enviar para aprovação
              </Button>
            )}
            {mayReview && (
              <>
                <Button
                  color="green"
                  leftSection={<IconCheck size={16} />}
                  loading={approve.isPending}
                  onClick={confirmApprove}
                >
                  Aprovar
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconArrowBackUp size={16} />}
                  onClick={returnModal.open}
                >
                  Devolver
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
      {returnOpened && (
        <ReturnObjectiveModal
          objectiveId={objective.id}
          opened={returnOpened}
          onClose={returnModal.close}
        />
      )}
    </Alert>
  );
}
