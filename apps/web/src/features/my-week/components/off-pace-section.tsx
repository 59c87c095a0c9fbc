import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { MyWeek } from '@rumo/shared/my-week/contracts';
import { IconMoodCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/okr/empty-state';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { paths } from '../../../lib/paths';
import classes from './my-week.module.css';
import { MyWeekSection } from './my-week-section';

/** "Objetivos fora do ritmo": my objectives whose progress trails the cycle's even pace. */
export function OffPaceSection({ data }: { data: MyWeek }) {
  const objectives = data.offPaceObjectives;
  return (
    <MyWeekSection
      title="Objetivos fora do ritmo"
      count={objectives.length}
      description="Seus objetivos com progresso abaixo do esperado para hoje no ciclo."
    >
      {objectives.length === 0 ? (
        <EmptyState
          size="sm"
          icon={<IconMoodCheck aria-hidden />}
          title="Nenhum objetivo seu fora do ritmo"
          description="Os objetivos de que você é dono estão no ritmo esperado do ciclo (ou você não é dono de nenhum)."
        />
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {objectives.map((objective) => (
            <Stack key={objective.id} component="li" gap={6} className={classes.row}>
              <Anchor
                component={Link}
                to={paths.objective(objective.id)}
                className={classes.link}
                size="sm"
              >
                {objective.title}
              </Anchor>
              <Group gap="xs" wrap="wrap">
                <div style={{ flex: '1 1 160px', display: 'flex' }}>
                  <ProgressBar value={objective.progress} size="sm" label={objective.title} />
                </div>
                <Text size="xs" c="dimmed">
                  {objective.progress}% de {objective.expectedProgress}% esperado hoje ·{' '}
                  {objective.cycle.name}
                </Text>
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
    </MyWeekSection>
  );
}
