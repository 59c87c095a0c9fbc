import { Button, Group, Select, SimpleGrid, Skeleton, Stack, Switch } from '@mantine/core';
import { plural } from '@rumo/shared/common/plural';
import type { Kpi } from '@rumo/shared/kpis/contracts';
import { IconGauge, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useKpis } from '../../../components/kpis/use-kpis';
import { EmptyState } from '../../../components/okr/empty-state';
import { ListPagination } from '../../../components/okr/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { isAdmin, useSession } from '../../../lib/session-store';
import { useUrlFilters } from '../../../lib/url-filters';
import { useKpiTeams } from '../api/use-kpi-teams';
import { KpiFormModal } from '../components/kpi-form-modal';
import { KpiListCard } from '../components/kpi-list-card';
import {
  KPI_LIST_PARAMS,
  kpiListQueryString,
  readKpiListParams,
} from '../components/kpi-list-params';
import { useToggleArchive } from '../components/use-toggle-archive';

type FormState = { open: false } | { open: true; kpi?: Kpi };

/** /indicadores: the company's and the teams' health metrics, with their latest values. */
export default function KpisPage() {
  const { user } = useSession();
  const admin = isAdmin(user);
  const { filters, setFilters } = useUrlFilters(readKpiListParams, KPI_LIST_PARAMS);
  const kpis = useKpis(kpiListQueryString(filters));
  const teams = useKpiTeams();
  const toggleArchive = useToggleArchive();
  const [form, setForm] = useState<FormState>({ open: false });
  const leads = (teams.data ?? []).some((team) => team.leaderId === user?.id);
  const teamFilter = filters.team && filters.team !== 'company' ? filters.team : null;

  const createButton =
    admin || leads ? (
      <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ open: true })}>
        Novo indicador
      </Button>
    ) : null;

  let body: React.ReactNode;
  if (kpis.isError) {
    body = <QueryError error={kpis.error} onRetry={() => kpis.refetch()} />;
  } else if (!kpis.data) {
    body = (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        aria-busy="true"
        aria-label="Carregando indicadores"
      >
        {[0, 1, 2].map((item) => (
          <Skeleton key={item} height={170} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (kpis.data.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconGauge aria-hidden />}
        title={filters.archived ? 'Nenhum indicador arquivado' : 'Nenhum indicador aqui ainda'}
        description={
          filters.archived
            ? 'Indicadores arquivados aparecem aqui.'
            : 'Indicadores acompanham a saúde da empresa e dos times período a período: NPS, churn, tempo de resposta.'
        }
        action={filters.archived ? null : createButton}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          style={{ opacity: kpis.isPlaceholderData ? 0.6 : 1 }}
        >
          {kpis.data.data.map((kpi) => (
            <KpiListCard
              key={kpi.id}
              kpi={kpi}
              onEdit={(item) => setForm({ open: true, kpi: item })}
              onArchive={toggleArchive}
            />
          ))}
        </SimpleGrid>
        <ListPagination
          page={filters.page}
          limit={kpis.data.limit}
          total={kpis.data.total}
          onChange={(page) => setFilters({ page })}
          totalLabel={(total) => plural(total, 'indicador', 'indicadores')}
        />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title="Indicadores"
        description="Métricas de saúde acompanhadas período a período, com limites de atenção."
        actions={createButton}
      />
      <Stack gap="lg">
        <Group gap="md" align="flex-end">
          <Select
            label="Time"
            w={{ base: '100%', sm: 260 }}
            data={[
              { value: '', label: 'Todos' },
              { value: 'company', label: 'Empresa (sem time)' },
              ...(teams.data ?? []).map(({ value, label }) => ({ value, label })),
            ]}
            value={filters.team}
            onChange={(team) => setFilters({ team: team ?? '' })}
            allowDeselect={false}
            searchable
          />
          <Switch
            label="Mostrar arquivados"
            checked={filters.archived}
            onChange={(event) => setFilters({ archived: event.currentTarget.checked || undefined })}
            mb={8}
          />
        </Group>
        {body}
      </Stack>
      <KpiFormModal
        opened={form.open}
        kpi={form.open ? form.kpi : undefined}
        defaultTeamId={teamFilter}
        onClose={() => setForm({ open: false })}
      />
    </>
  );
}
