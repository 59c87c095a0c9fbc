import { Button, Card, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AddSsoDomainBody, addSsoDomainBodySchema } from '@rumo/shared/sso-domains/contracts';
import { IconPlus } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useTeamOptions } from '../../../components/okr/use-team-options';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-error';
import { applyApiErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useAddSsoDomain, useSsoDomains, useSsoProvisioning } from '../api/use-sso-domains';
import { DomainCard } from './domain-card';

function AddDomainForm() {
  const add = useAddSsoDomain();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AddSsoDomainBody>({
    mode: 'controlled',
    initialValues: { domain: '' },
    validate: zod4Resolver(addSsoDomainBodySchema, { errorPriority: 'first' }),
  });
  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await add.mutateAsync(values);
      form.reset();
    } catch (error) {
      setFormError(applyApiErrors(form, error, ['domain']));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormAlert message={formError} />
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Domínio de e-mail"
          placeholder="empresa.com.br"
          autoComplete="off"
          style={{ flex: '1 1 14rem' }}
          {...form.getInputProps('domain')}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          loading={add.isPending}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          Adicionar domínio
        </Button>
      </Group>
    </form>
  );
}

/** The team people created on their first SSO sign-in join. */
function DefaultTeamSelect({ value }: { value: string | null }) {
  const teams = useTeamOptions();
  const save = useSsoProvisioning();
  const change = (defaultTeamId: string | null) =>
    save.mutate(
      { defaultTeamId },
      {
        onSuccess: () => showToast({ severity: 'success', summary: 'Time padrão salvo.' }),
        onError: (failure) =>
          showToast({
            severity: 'error',
            summary: 'Não foi possível salvar o time padrão',
            detail: errorMessage(failure),
          }),
      },
    );
  return (
    <Select
      label="Time padrão de quem é criado pelo SSO"
      description="Opcional. A pessoa também pode ser movida depois, em Usuários."
      placeholder="Nenhum time"
      data={teams.data ?? []}
      value={value}
      onChange={change}
      clearable
      searchable
      disabled={save.isPending}
      maw={420}
    />
  );
}

/** Configurações › Segurança › Domínios (issue 25, part 3). */
export function DomainsSection() {
  const domains = useSsoDomains();
  return (
    <Card withBorder padding="xl" radius="md" id="dominios">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            Domínios de e-mail
          </Title>
          <Text size="sm" c="dimmed" mt="xs">
            Comprove que os domínios de e-mail da empresa são seus com um registro TXT no DNS. Com o
            domínio verificado, você pode exigir o login único (SSO) para as pessoas dele, e quem
            entrar pela primeira vez pelo SSO ganha uma conta de usuário automaticamente, dentro do
            limite de usuários do plano.
          </Text>
        </div>
        <AddDomainForm />
        {domains.isLoading ? (
          <Loader type="dots" role="status" aria-label="Carregando domínios" />
        ) : domains.isError ? (
          <QueryError error={domains.error} onRetry={() => domains.refetch()} />
        ) : (
          <>
            {domains.data?.data.length ? (
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {domains.data.data.map((domain) => (
                  <DomainCard
                    key={domain.id}
                    domain={domain}
                    ssoAvailable={domains.data.ssoAvailable}
                  />
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                Nenhum domínio adicionado.
              </Text>
            )}
            <DefaultTeamSelect value={domains.data?.defaultTeamId ?? null} />
          </>
        )}
      </Stack>
    </Card>
  );
}
