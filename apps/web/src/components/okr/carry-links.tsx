import { Anchor, Group, Text } from '@mantine/core';
import type { CarryLinks as CarryLinksData } from '@rumo/shared/cycle-close/contracts';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { authApi, requireData } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { okrQueryRoots } from './okr-query-keys';

/**
 * "Continuação de <objetivo> (<ciclo>)" and "Continuado em <ciclo>": an objective's carry-over
 * history across cycles (GET /api/objectives/:id/carry-links); nothing when it has none.
 */
export function CarryLinks({ objectiveId }: { objectiveId: string }) {
  const links = useQuery({
    queryKey: [...okrQueryRoots.objectives, 'carry-links', objectiveId],
    queryFn: async () =>
      requireData(await authApi.get<CarryLinksData>(`/objectives/${objectiveId}/carry-links`)),
  });
  const data = links.data;
  if (!data || (!data.carriedFrom && data.carriedInto.length === 0)) return null;
  return (
    <Group gap="lg" data-testid="carry-links">
      {data.carriedFrom && (
        <Group gap={6} wrap="nowrap">
          <IconArrowBackUp size={16} aria-hidden />
          <Text size="sm">
            {'Continuação de '}
            <Anchor component={Link} to={paths.objective(data.carriedFrom.objectiveId)} inherit>
              {data.carriedFrom.title}
            </Anchor>
            {` (${data.carriedFrom.cycleName})`}
          </Text>
        </Group>
      )}
      {data.carriedInto.map((target) => (
        <Group gap={6} wrap="nowrap" key={target.objectiveId}>
          <IconArrowForwardUp size={16} aria-hidden />
          <Text size="sm">
            {'Continuado em '}
            <Anchor component={Link} to={paths.objective(target.objectiveId)} inherit>
              {target.cycleName}
            </Anchor>
          </Text>
        </Group>
      ))}
    </Group>
  );
}
