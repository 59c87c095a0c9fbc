import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type UpdateProfileBody, updateProfileBodySchema } from '@rumo/shared/auth/contracts';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { applyApiErrors } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { useSession } from '../../../lib/session-store';
import { showToast } from '../../../lib/toasts';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileValues {
  name: string;
  phone: string;
  position: string;
}

const FIELDS = ['name', 'phone', 'position'] as const;

export function ProfileForm() {
  const { user } = useSession();
  const updateProfile = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileValues>({
    initialValues: { name: user.name, phone: user.phone ?? '', position: user.position ?? '' },
    validate: schemaValidator<ProfileValues>(updateProfileBodySchema),
  });

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    const body: UpdateProfileBody = updateProfileBodySchema.parse(values);
    updateProfile.mutate(body, {
      onSuccess: (saved) => {
        form.resetDirty({
          name: saved.name,
          phone: saved.phone ?? '',
          position: saved.position ?? '',
        });
        showToast({
          severity: 'success',
          summary: 'Perfil atualizado',
          detail: 'Seus dados foram salvos.',
        });
      },
      onError: (error) => setFormError(applyApiErrors(form, error, FIELDS)),
    });
  });

  return (
    <Card withBorder padding="xl">
      <Title order={2} fz="lg" mb="lg">
        Dados pessoais
      </Title>
      <FormAlert message={formError} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Nome" autoComplete="name" {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Telefone"
              type="tel"
              autoComplete="tel"
              placeholder="(11) 91234-5678"
              {...form.getInputProps('phone')}
            />
            <TextInput
              label="Cargo"
              autoComplete="organization-title"
              placeholder="Ex.: Gerente de Produto"
              {...form.getInputProps('position')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="E-mail da conta" value={user.email} readOnly variant="filled" />
            <TextInput label="Empresa" value={user.company} readOnly variant="filled" />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={updateProfile.isPending}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
