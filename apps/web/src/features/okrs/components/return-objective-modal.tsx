import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { returnObjectiveBodySchema } from '@rumo/shared/objectives/approval';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { reportSubmitError } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import { useApprovalStep } from '../api/use-approval';

interface ReturnObjectiveModalProps {
  objectiveId: string;
  opened: boolean;
  onClose: () => void;
}

/** "Devolver": the draft goes back to its owner with a required comment. */
export function ReturnObjectiveModal({ objectiveId, opened, onClose }: ReturnObjectiveModalProps) {
  const giveBack = useApprovalStep(objectiveId, 'return');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { comment: '' },
    validate: schemaValidator<{ comment: string }>(returnObjectiveBodySchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await giveBack.mutateAsync({ comment: values.comment });
      showToast({ severity: 'success', summary: 'Objetivo devolvido ao responsável.' });
      onClose();
    } catch (error) {
      setFormError(reportSubmitError(form, error, ['comment'], 'Não foi possível devolver'));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Devolver objetivo" centered>
      <form onSubmit={submit} noValidate>
        <FormAlert message={formError} />
        <Stack gap="md">
          <Text size="sm">
            O objetivo volta para o responsável como rascunho. Diga o que precisa mudar: o
            comentário fica visível no objetivo e vai por e-mail.
          </Text>
          <Textarea
            label="Comentário"
            placeholder="Ex.: Inclua uma meta numérica para o segundo resultado-chave."
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
            {...form.getInputProps('comment')}
          />
          <FormActions onCancel={onClose} loading={giveBack.isPending} submitLabel="Devolver" />
        </Stack>
      </form>
    </Modal>
  );
}
