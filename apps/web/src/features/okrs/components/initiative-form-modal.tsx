import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  INITIATIVE_STATUSES,
  type Initiative,
  type InitiativeStatus,
  initiativeBodySchema,
  initiativeStatusLabels,
} from '@rumo/shared/objectives/initiatives';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { UserSelect } from '../../../components/okr/user-select';
import { reportSubmitError } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import { useSaveInitiative } from '../api/use-initiatives';

export const initiativeStatusOptions = INITIATIVE_STATUSES.map((value) => ({
  value,
  label: initiativeStatusLabels[value],
}));

interface InitiativeFormValues {
  title: string;
  ownerId: string;
  status: InitiativeStatus;
  dueDate: string | null;
}

const FIELDS = ['title', 'ownerId', 'status', 'dueDate'] as const;

interface InitiativeFormModalProps {
  opened: boolean;
  onClose: () => void;
  keyResult: { id: string; title: string };
  /** Absent to add one. */
  initiative?: Initiative;
  defaultOwner: { id: string; name: string };
}

/** Add or edit an initiative of a key result: title, owner, status and due date. */
export function InitiativeFormModal({
  opened,
  onClose,
  keyResult,
  initiative,
  defaultOwner,
}: InitiativeFormModalProps) {
  const isSmall = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={initiative ? 'Editar iniciativa' : `Nova iniciativa em "${keyResult.title}"`}
      fullScreen={isSmall}
      centered
    >
      {opened && (
        <InitiativeForm
          key={initiative?.id ?? 'new'}
          keyResultId={keyResult.id}
          initiative={initiative}
          defaultOwner={defaultOwner}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function InitiativeForm({
  keyResultId,
  initiative,
  defaultOwner,
  onDone,
}: {
  keyResultId: string;
  initiative?: Initiative;
  defaultOwner: { id: string; name: string };
  onDone: () => void;
}) {
  const save = useSaveInitiative();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InitiativeFormValues>({
    mode: 'controlled',
    initialValues: {
      title: initiative?.title ?? '',
      ownerId: initiative?.owner.id ?? defaultOwner.id,
      status: initiative?.status ?? 'not_started',
      dueDate: initiative?.dueDate ?? null,
    },
    validate: schemaValidator<InitiativeFormValues>(initiativeBodySchema),
  });
  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({
        id: initiative?.id,
        keyResultId,
        body: { ...values, dueDate: values.dueDate || null },
      });
      showToast({
        severity: 'success',
        summary: initiative ? 'Iniciativa atualizada.' : 'Iniciativa adicionada.',
      });
      onDone();
    } catch (error) {
      setFormError(reportSubmitError(form, error, FIELDS, 'Não foi possível salvar a iniciativa'));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormAlert message={formError} />
      <Stack gap="md">
        <TextInput
          label="Título"
          placeholder="Ex.: Contratar dois SDRs"
          withAsterisk
          data-autofocus
          {...form.getInputProps('title')}
        />
        <UserSelect
          label="Responsável"
          withAsterisk
          initialUser={initiative?.owner ?? defaultOwner}
          {...form.getInputProps('ownerId')}
        />
        <Select
          label="Status"
          data={initiativeStatusOptions}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <DatePickerInput
          label="Prazo"
          description="Opcional"
          valueFormat="DD/MM/YY"
          clearable
          {...form.getInputProps('dueDate')}
        />
        <FormActions
          onCancel={onDone}
          loading={save.isPending}
          submitLabel={initiative ? 'Salvar iniciativa' : 'Adicionar iniciativa'}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
