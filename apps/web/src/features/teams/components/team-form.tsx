import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Team, teamBodySchema } from '@rumo/shared/teams/contracts';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { UserSelect } from '../../../components/okr/user-select';
import { isApiError } from '../../../lib/api-error';
import { reportSubmitError } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import { useSaveTeam } from '../api/use-save-team';

export interface TeamFormValues {
  name: string;
  description: string;
  leaderId: string | null;
}

const FIELDS = ['name', 'description', 'leaderId'] as const;

interface TeamFormProps {
  /** The team being edited; absent to create one. */
  team?: Team;
  onSaved?: (team: Team) => void;
  onCancel: () => void;
}

/** Name, description and leader of a team, validated with the API's own schema. */
export function TeamForm({ team, onSaved, onCancel }: TeamFormProps) {
  const saveTeam = useSaveTeam();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TeamFormValues>({
    initialValues: {
      name: team?.name ?? '',
      description: team?.description ?? '',
      leaderId: team?.leader?.id ?? null,
    },
    validate: schemaValidator<TeamFormValues>(teamBodySchema),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await saveTeam.mutateAsync({
        id: team?.id,
        body: teamBodySchema.parse(values),
      });
      showToast({ severity: 'success', summary: team ? 'Time atualizado.' : 'Time criado.' });
      onSaved?.(saved);
    } catch (error) {
      const message = reportSubmitError(form, error, FIELDS, 'Não foi possível salvar o time');
      // A taken name is a problem of the name field, not of the whole form.
      if (isApiError(error) && error.status === 409) form.setFieldError('name', message);
      else setFormError(message);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={team ? 'Editar time' : 'Novo time'}>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput
          label="Nome"
          placeholder="Ex.: Produto"
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Descrição"
          placeholder="O que o time faz e do que cuida"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('description')}
        />
        <UserSelect
          label="Líder"
          placeholder="Busque pelo nome"
          description="O líder também passa a ser membro do time."
          clearable
          initialUser={team?.leader}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('leaderId')}
        />
        <FormActions
          onCancel={onCancel}
          loading={saveTeam.isPending}
          submitLabel={team ? 'Salvar alterações' : 'Criar time'}
        />
      </Stack>
    </form>
  );
}
