import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UserRole } from '@rumo/shared/auth/contracts';
import { billingErrorCodes } from '@rumo/shared/billing/contracts';
import { inviteUserBodySchema, type ManagedUser } from '@rumo/shared/users/contracts';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { useTeamOptions } from '../../../components/okr/use-team-options';
import { hasErrorCode, isApiError } from '../../../lib/api-error';
import { reportSubmitError } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import { useInviteUser } from '../api/use-invite-user';
import { PlanLimitAlert } from './plan-limit';
import { roleOptions } from './user-labels';

export interface InviteFormValues {
  name: string;
  email: string;
  role: UserRole;
  teamId: string | null;
}

const FIELDS = ['name', 'email', 'role', 'teamId'] as const;

interface InviteUserFormProps {
  onInvited?: (user: ManagedUser) => void;
  onCancel: () => void;
}

/** Nome, E-mail, Papel and Time of the person to invite, checked with the API's schema. */
export function InviteUserForm({ onInvited, onCancel }: InviteUserFormProps) {
  const invite = useInviteUser();
  const teams = useTeamOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  const form = useForm<InviteFormValues>({
    initialValues: { name: '', email: '', role: 'user', teamId: null },
    validate: schemaValidator<InviteFormValues>(inviteUserBodySchema),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    setPlanLimit(null);
    try {
      const user = await invite.mutateAsync(inviteUserBodySchema.parse(values));
      showToast({
        severity: 'success',
        summary: 'Convite enviado.',
        detail: `Enviamos para ${user.email} o link para definir a senha.`,
      });
      onInvited?.(user);
    } catch (error) {
      const message = reportSubmitError(form, error, FIELDS, 'Não foi possível convidar');
      // An e-mail already in use is the e-mail field's problem.
      if (isApiError(error) && error.status === 409) form.setFieldError('email', message);
      // The plan is full: say so with the way to a bigger plan.
      else if (hasErrorCode(error, billingErrorCodes.planUserLimit)) setPlanLimit(message);
      else setFormError(message);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Convidar usuário">
      <Stack gap="md">
        <FormAlert message={formError} />
        {planLimit && <PlanLimitAlert message={planLimit} />}
        <TextInput
          label="Nome"
          autoComplete="off"
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="off"
          placeholder="pessoa@empresa.com.br"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label="Papel"
            data={roleOptions}
            allowDeselect={false}
            withAsterisk
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('role')}
          />
          <Select
            label="Time"
            placeholder="Sem time"
            data={teams.data ?? []}
            clearable
            searchable
            nothingFoundMessage="Nenhum time encontrado"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('teamId')}
          />
        </SimpleGrid>
        <FormActions onCancel={onCancel} loading={invite.isPending} submitLabel="Enviar convite" />
      </Stack>
    </form>
  );
}
