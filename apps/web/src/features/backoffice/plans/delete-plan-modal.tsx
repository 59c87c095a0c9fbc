import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { reasonSchema } from '@rumo/shared/backoffice/billing/common';
import { planErrorCodes, type StaffPlan } from '@rumo/shared/backoffice/billing/plans';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useDeletePlan, useSetPlanActive } from './plans-api';

interface DeletePlanModalProps {
  plan: StaffPlan | null;
  onClose: () => void;
}

/**
 * Deleting a plan (admin) asks for the reason the audit log keeps. A plan in use is refused
 * by the API (409): its message shows here with the way out, deactivating the plan.
 */
export function DeletePlanModal({ plan, onClose }: DeletePlanModalProps) {
  const remove = useDeletePlan();
  const deactivate = useSetPlanActive();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; inUse: boolean } | null>(null);
  const { reset: resetRemove } = remove;

  useEffect(() => {
    if (!plan) return;
    setReason('');
    setReasonError(null);
    setFailure(null);
    resetRemove();
  }, [plan, resetRemove]);

  if (!plan) return <Modal opened={false} onClose={onClose} title="" />;

  const confirm = () => {
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'Informe o motivo.');
      return;
    }
    setReasonError(null);
    setFailure(null);
    remove.mutate(
      { id: plan.id, reason: parsed.data },
      {
        onSuccess: () => {
          showToast({
            severity: 'success',
            summary: 'Plano excluído',
            detail: `${plan.name} foi excluído.`,
          });
          onClose();
        },
        onError: (error) =>
          setFailure({
            message: errorMessage(error),
            inUse: hasErrorCode(error, planErrorCodes.planInUse),
          }),
      },
    );
  };

  const deactivateInstead = () =>
    deactivate.mutate(
      { id: plan.id, active: false },
      {
        onSuccess: () => {
          showToast({
            severity: 'success',
            summary: 'Plano desativado',
            detail: `${plan.name} deixou de ser oferecido.`,
          });
          onClose();
        },
        onError: (error) => setFailure({ message: errorMessage(error), inUse: false }),
      },
    );

  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>Excluir plano {plan.name}</Text>}>
      <Stack gap="md">
        <Text size="sm">
          A exclusão não pode ser desfeita. Planos com assinaturas ou pagamentos não podem ser
          excluídos: desative-os para que deixem de ser oferecidos.
        </Text>
        {failure && (
          <Alert
            color={failure.inUse ? 'orange' : 'red'}
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
            title={failure.inUse ? 'Plano em uso' : 'Não foi possível excluir'}
          >
            {failure.message}
            {failure.inUse && plan.active && (
              <Button
                mt="sm"
                size="xs"
                variant="light"
                color="orange"
                display="block"
                loading={deactivate.isPending}
                onClick={deactivateInstead}
              >
                Desativar plano
              </Button>
            )}
          </Alert>
        )}
        <Textarea
          label="Motivo da exclusão"
          description="Fica registrado na auditoria."
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={reasonError}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            Excluir plano
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
