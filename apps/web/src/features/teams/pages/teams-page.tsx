import { Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { plural } from '@rumo/shared/common/plural';
import type { Team } from '@rumo/shared/teams/contracts';
import { IconListSearch, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { FilterSearchInput } from '../../../components/list-filter-controls';
import { EmptyState } from '../../../components/okr/empty-state';
import { ListPagination } from '../../../components/okr/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { isAdmin, useSession } from '../../../lib/session-store';
import { useUrlFilters } from '../../../lib/url-filters';
import { useTeams } from '../api/use-teams';
import { TeamCard } from '../components/team-card';
import { TeamFormModal } from '../components/team-form-modal';
import {
  readTeamListParams,
  TEAM_LIST_PARAMS,
  teamListQueryString,
} from '../hooks/team-list-params';
import { useConfirmDeleteTeam } from '../hooks/use-confirm-delete-team';

/** Which form is open: none, a new team, or the team being edited. */
type FormState = { open: false } | { open: true; team?: Team };

/** /times: every team of the company with its leader, size and progress in the current cycle. */
export default function TeamsPage() {
  const { user } = useSession();
  const admin = isAdmin(user);
  const { filters: params, setFilters } = useUrlFilters(readTeamListParams, TEAM_LIST_PARAMS);
  const teams = useTeams(teamListQueryString(params));
  const confirmDelete = useConfirmDeleteTeam();
  const [form, setForm] = useState<FormState>({ open: false });

  const createButton = admin ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ open: true })}>
      Novo time
    </Button>
  ) : null;

  let body: React.ReactNode;
  if (teams.isError) {
    body = <QueryError error={teams.error} onRetry={() => teams.refetch()} />;
  } else if (!teams.data) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Carregando times">
        {[0, 1, 2].map((item) => (
          <Skeleton key={item} height={190} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (teams.data.data.length === 0) {
    body = params.search ? (
      <EmptyState
        icon={<IconListSearch aria-hidden />}
        title="Nenhum time encontrado"
        description={`Nenhum time tem "${params.search}" no nome. Tente outra busca.`}
      />
    ) : (
      <EmptyState
        icon={<IconUsersGroup aria-hidden />}
        title="Nenhum time cadastrado"
        description={
          admin
            ? 'Crie o primeiro time para organizar as pessoas e os objetivos de cada área.'
            : 'Peça a um administrador para criar os times da empresa.'
        }
        action={createButton}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          style={{ opacity: teams.isPlaceholderData ? 0.6 : 1 }}
        >
          {teams.data.data.map((team) => (
            <TeamCard
              key={team.id}
              team={team}
              onEdit={admin ? (item) => setForm({ open: true, team: item }) : undefined}
              onDelete={admin ? (item) => confirmDelete(item) : undefined}
            />
          ))}
        </SimpleGrid>
        <ListPagination
          page={params.page}
          limit={teams.data.limit}
          total={teams.data.total}
          onChange={(page) => setFilters({ page })}
          totalLabel={(total) => plural(total, 'time', 'times')}
        />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title="Times"
        description="Os times da empresa, quem lidera cada um e como vão os seus objetivos."
        actions={createButton}
      />
      <Stack gap="lg">
        <FilterSearchInput
          label="Buscar time"
          placeholder="Nome do time"
          maw={{ base: '100%', sm: 360 }}
          value={params.search}
          onSearch={(search) => setFilters({ search })}
        />
        {body}
      </Stack>
      <TeamFormModal
        opened={form.open}
        team={form.open ? form.team : undefined}
        onClose={() => setForm({ open: false })}
      />
    </>
  );
}
