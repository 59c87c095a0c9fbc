import { ColorInput, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Pillar, type PillarBody, pillarBodySchema } from '@rumo/shared/planning/contracts';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { reportSubmitError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useSavePillar } from '../api/use-pillar-mutations';

export const PILLAR_SWATCHES = [
  '#2563eb',
  '#16a34a',
  '#f97316',
  '#9333ea',
  '#dc2626',
  '#0891b2',
  '#ca8a04',
  '#db2777',
];

type PillarValues = { name: string; description: string; color: string };

const PILLAR_FIELDS = ['name', 'description', 'color'];

interface PillarFormModalProps {
  opened: boolean;
  onClose: () => void;
  pillar?: Pillar;
  /** Colour offered to a new pillar (the next unused swatch). */
  defaultColor: string;
}

function PillarForm({ pillar, defaultColor, onClose }: Omit<PillarFormModalProps, 'opened'>) {
  const save = useSavePillar();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PillarValues>({
    mode: 'controlled',
    initialValues: {
      name: pillar?.name ?? '',
      description: pillar?.description ?? '',
      color: pillar?.color ?? defaultColor,
    },
    validate: zod4Resolver(pillarBodySchema, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: pillar?.id, body: values satisfies PillarBody });
      showToast({ severity: 'success', summary: pillar ? 'Pilar atualizado.' : 'Pilar criado.' });
      onClose();
    } catch (error) {
      setFormError(
        reportSubmitError(form, error, PILLAR_FIELDS, 'Não foi possível salvar o pilar'),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormAlert message={formError} />
      <Stack gap="md">
        <TextInput
          label="Nome"
          placeholder="Ex.: Crescimento"
          withAsterisk
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Descrição"
          placeholder="O que este pilar quer dizer para a empresa"
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <ColorInput
          label="Cor"
          format="hex"
          swatches={PILLAR_SWATCHES}
          swatchesPerRow={8}
          withEyeDropper={false}
          withAsterisk
          {...form.getInputProps('color')}
        />
        <FormActions
          onCancel={onClose}
          loading={save.isPending}
          submitLabel={pillar ? 'Salvar pilar' : 'Criar pilar'}
        />
      </Stack>
    </form>
  );
}

export function PillarFormModal({ opened, onClose, pillar, defaultColor }: PillarFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={pillar ? 'Editar pilar' : 'Novo pilar'}
      centered
    >
      {opened && <PillarForm pillar={pillar} defaultColor={defaultColor} onClose={onClose} />}
    </Modal>
  );
}
