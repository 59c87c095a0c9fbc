import { NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Kpi } from '@rumo/shared/kpis/contracts';
import {
  KPI_DIRECTIONS,
  KPI_PERIODS,
  kpiDirectionLabels,
  kpiPeriodLabels,
} from '@rumo/shared/kpis/rules';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { UserSelect } from '../../../components/okr/user-select';
import { reportSubmitError } from '../../../lib/form-errors';
import { isAdmin, useSession } from '../../../lib/session-store';
import { showToast } from '../../../lib/toasts';
import { useKpiTeams } from '../api/use-kpi-teams';
import { useSaveKpi } from '../api/use-save-kpi';
import {
  KPI_FIELDS,
  type KpiFormValues,
  kpiFormValues,
  kpiUnitOptions,
  toKpiBody,
  validateKpi,
} from './kpi-form-model';

interface KpiFormProps {
  kpi?: Kpi;
  /** The team a new KPI starts in (the list's team filter). */
  defaultTeamId?: string | null;
  onSaved?: (kpi: Kpi) => void;
  onCancel: () => void;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** Name, team, owner, unit, direction, thresholds and period of a KPI. */
export function KpiForm({ kpi, defaultTeamId = null, onSaved, onCancel }: KpiFormProps) {
  const { user } = useSession();
  const admin = isAdmin(user);
  const saveKpi = useSaveKpi();
  const teams = useKpiTeams();
  // A leader (not admin) gives KPIs to the teams they lead only.
  const teamOptions = (teams.data ?? []).filter(
    (team) => admin || team.leaderId === user?.id || team.value === kpi?.team?.id,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<KpiFormValues>({
    initialValues: {
      ...kpiFormValues(kpi, user?.id ?? null),
      ...(kpi ? {} : { teamId: defaultTeamId }),
    },
    validate: validateKpi,
  });
  const { values } = form;
  const higher = values.direction === 'higher_better';
  const numberProps = {
    decimalSeparator: ',',
    thousandSeparator: '.',
    decimalScale: Number(values.decimals) || 0,
  };

  const handleSubmit = form.onSubmit(async (formValues) => {
    setFormError(null);
    try {
      const saved = await saveKpi.mutateAsync({ id: kpi?.id, body: toKpiBody(formValues) });
      showToast({
        severity: 'success',
        summary: kpi ? 'Indicador atualizado.' : 'Indicador criado.',
      });
      onSaved?.(saved);
    } catch (error) {
      setFormError(
        reportSubmitError(form, error, KPI_FIELDS, 'Não foi possível salvar o indicador'),
      );
    }
  });

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={kpi ? 'Editar indicador' : 'Novo indicador'}
    >
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput
          label="Nome"
          placeholder="Ex.: NPS, Churn mensal, Tempo de resposta"
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Descrição"
          placeholder="O que mede e de onde vem o número"
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Time"
            placeholder="Toda a empresa"
            description={admin ? 'Vazio: indicador da empresa.' : 'Um time que você lidera.'}
            data={teamOptions.map(({ value, label }) => ({ value, label }))}
            clearable={admin}
            searchable
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('teamId')}
          />
          <UserSelect
            label="Responsável"
            placeholder="Busque pelo nome"
            description="Registra os valores e recebe os lembretes."
            withAsterisk
            initialUser={kpi?.owner ?? (user ? { id: user.id, name: user.name } : null)}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('ownerId')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Unidade"
            data={kpiUnitOptions}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('unit')}
          />
          {values.unit === 'custom' && (
            <TextInput
              label="Unidade personalizada"
              placeholder="Ex.: clientes"
              withAsterisk
              {...form.getInputProps('customUnit')}
            />
          )}
          <NumberInput
            label="Casas decimais"
            min={0}
            max={4}
            allowDecimal={false}
            {...form.getInputProps('decimals')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Direção"
            data={options(KPI_DIRECTIONS, kpiDirectionLabels)}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('direction')}
          />
          <Select
            label="Periodicidade"
            data={options(KPI_PERIODS, kpiPeriodLabels)}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('period')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Limite verde"
            description={higher ? 'A partir deste valor: Saudável.' : 'Até este valor: Saudável.'}
            withAsterisk
            {...numberProps}
            {...form.getInputProps('green')}
          />
          <NumberInput
            label="Limite amarelo"
            description={
              higher
                ? 'A partir deste valor: Atenção; abaixo: Crítico.'
                : 'Até este valor: Atenção; acima: Crítico.'
            }
            withAsterisk
            {...numberProps}
            {...form.getInputProps('amber')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          O status vem do valor mais recente comparado aos limites.
        </Text>
        <FormActions
          onCancel={onCancel}
          loading={saveKpi.isPending}
          submitLabel={kpi ? 'Salvar alterações' : 'Criar indicador'}
        />
      </Stack>
    </form>
  );
}
