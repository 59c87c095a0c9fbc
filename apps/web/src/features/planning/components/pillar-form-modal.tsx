import { Button, ColorInput, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Pillar, type PillarBody, pillarBodySchema } from '@rumo/shared/planning/contracts';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { applyApiErrors } from '../../../lib/form-errors';
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
      const message = applyApiErrors(form, error, ['name', 'description', 'color']);
      setFormError(message);
      showToast({ severity: 'error', summary: 'Não foi possível salvar o pilar', detail: message });
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={save.isPending}>
            {pillar ? 'Salvar pilar' : 'Criar pilar'}
          </Button>
        </Group>
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
