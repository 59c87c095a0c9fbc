import { Anchor, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { Objective } from '@rumo/shared/objectives/contracts';
import { IconListSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { EmptyState } from '../../../components/okr/empty-state';
import { ListPagination } from '../../../components/okr/list-pagination';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { QueryError } from '../../../components/query-error';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';
import { useObjectiveList } from '../api/use-objective-list';
import { hasActiveFilters, listQueryString } from '../hooks/list-filters';
import { useListFilters } from '../hooks/use-list-filters';
import { LevelBadge, PillarBadge, StatusBadge } from './objective-badges';
import { ObjectiveFilters } from './objective-filters';

function ObjectiveRow({ objective }: { objective: Objective }) {
  return (
    <Table.Tr>
      <Table.Td maw={360}>
        <Stack gap={4}>
          <Anchor component={Link} to={paths.objective(objective.id)} fw={600}>
            {objective.title}
          </Anchor>
          <Group gap={6}>
            <LevelBadge level={objective.level} />
            {objective.pillar && (
              <PillarBadge name={objective.pillar.name} color={objective.pillar.color} />
            )}
            {objective.parentObjective && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {`↳ ${objective.parentObjective.title}`}
              </Text>
            )}
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <UserAvatar avatar={objective.owner.avatar} name={objective.owner.name} size={24} />
          <Text size="sm">{objective.owner.name}</Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{objective.team?.name ?? '—'}</Text>
      </Table.Td>
      <Table.Td miw={objective.result ? 200 : 100}>
        <StatusBadge status={objective.status} result={objective.result} />
      </Table.Td>
      <Table.Td miw={180}>
        <ProgressBar
          value={objective.progress}
          size="sm"
          label={`Progresso de "${objective.title}"`}
        />
      </Table.Td>
      <Table.Td miw={150}>
        <ConfidenceBadge confidence={objective.confidence} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" ta="center">
          {objective.keyResultCount}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

interface ObjectiveListViewProps {
  cycleId: string | null;
  createAction?: React.ReactNode;
}

/** 'Lista': the cycle's objectives, filtered through the URL and paginated on the server. */
export function ObjectiveListView({ cycleId, createAction }: ObjectiveListViewProps) {
  const { filters, setFilters, clearFilters } = useListFilters();
  const list = useObjectiveList(listQueryString(filters, cycleId), cycleId !== null);
  const filtered = hasActiveFilters(filters);

  let body: React.ReactNode;
  if (list.isError) {
    body = <QueryError error={list.error} onRetry={() => list.refetch()} />;
  } else if (!list.data) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Carregando objetivos">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={52} radius="sm" />
        ))}
      </Stack>
    );
  } else if (list.data.data.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={<IconListSearch aria-hidden />}
        title="Nenhum objetivo encontrado"
        description="Nenhum objetivo atende a esses filtros. Ajuste-os ou limpe os filtros."
      />
    ) : (
      <EmptyState
        title="Nenhum objetivo neste ciclo"
        description="Crie o primeiro objetivo do ciclo para começar a acompanhar o progresso."
        action={createAction}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={1080}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Objetivos do ciclo">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Objetivo</Table.Th>
                <Table.Th>Responsável</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Progresso</Table.Th>
                <Table.Th>Confiança</Table.Th>
                <Table.Th ta="center">KRs</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              {list.data.data.map((objective) => (
                <ObjectiveRow key={objective.id} objective={objective} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPagination
          page={filters.page}
          limit={list.data.limit}
          total={list.data.total}
          onChange={(page) => setFilters({ page })}
          totalLabel={(total) => (total === 1 ? '1 objetivo' : `${total} objetivos`)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <ObjectiveFilters filters={filters} onChange={setFilters} onClear={clearFilters} />
      {body}
    </Stack>
  );
}
