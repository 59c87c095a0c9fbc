import { Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { closeObjectiveBodySchema } from '@rumo/shared/objectives/contracts';
import {
  OBJECTIVE_RESULTS,
  type ObjectiveResult,
  objectiveResultLabels,
} from '@rumo/shared/okr/key-result-types';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { reportSubmitError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useCloseObjective } from '../api/use-objective-actions';

interface CloseObjectiveModalProps {
  objectiveId: string;
  /** Suggested result from the progress (100% → Atingido). */
  progress: number;
  opened: boolean;
  onClose: () => void;
}

type CloseValues = {
  result: ObjectiveResult | null;
  comment: string;
};

function suggestedResult(progress: number): ObjectiveResult {
  if (progress >= 100) return 'achieved';
  return progress > 0 ? 'partial' : 'not_achieved';
}

/** Close an objective with its result and a closing comment. */
export function CloseObjectiveModal({
  objectiveId,
  progress,
  opened,
  onClose,
}: CloseObjectiveModalProps) {
  const close = useCloseObjective(objectiveId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CloseValues>({
    mode: 'controlled',
    initialValues: { result: suggestedResult(progress), comment: '' },
    validate: (values) => {
      if (!values.result) return { result: 'Escolha o resultado.' };
      return zod4Resolver(closeObjectiveBodySchema)(values);
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await close.mutateAsync({
        result: values.result ?? 'achieved',
        comment: values.comment || null,
      });
      showToast({ severity: 'success', summary: 'Objetivo encerrado.' });
      onClose();
    } catch (error) {
      setFormError(
        reportSubmitError(form, error, ['result', 'comment'], 'Não foi possível encerrar'),
      );
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Encerrar objetivo" centered>
      <form onSubmit={submit} noValidate>
        <FormAlert message={formError} />
        <Stack gap="md">
          <Radio.Group label="Resultado" withAsterisk {...form.getInputProps('result')}>
            <Stack gap="xs" mt={6}>
              {OBJECTIVE_RESULTS.map((result) => (
                <Radio key={result} value={result} label={objectiveResultLabels[result]} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Comentário de encerramento"
            placeholder="O que aprendemos? O que fica para o próximo ciclo?"
            autosize
            minRows={3}
            {...form.getInputProps('comment')}
          />
          <FormActions
            onCancel={onClose}
            loading={close.isPending}
            submitLabel="Encerrar objetivo"
          />
        </Stack>
      </form>
    </Modal>
  );
}
