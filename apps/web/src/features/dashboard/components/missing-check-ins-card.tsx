import { Avatar, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { plural } from '@rumo/shared/common/plural';
import type { Dashboard } from '@rumo/shared/dashboard/contracts';
import { IconConfetti } from '@tabler/icons-react';
import { ScrollList } from '../../../components/scroll-region';
import { UserAvatar } from '../../../components/user-avatar';
import classes from './dashboard.module.css';
import { DashboardCard } from './dashboard-card';

const AVATARS_SHOWN = 6;

/** Who still owes a check-in this week, with how many key results each. */
export function MissingCheckInsCard({ people }: { people: Dashboard['missingCheckIns'] }) {
  const pendingTotal = people.reduce((sum, person) => sum + person.pendingCount, 0);
  return (
    <DashboardCard
      title="Sem check-in nesta semana"
      description={
        people.length === 0
          ? 'Donos de resultados-chave do ciclo'
          : `${plural(people.length, 'pessoa', 'pessoas')} · ${plural(pendingTotal, 'resultado-chave', 'resultados-chave')}`
      }
    >
      {people.length === 0 ? (
        <Group gap="xs">
          <IconConfetti size={20} aria-hidden color="var(--mantine-color-green-6)" />
          <Text size="sm">Todo mundo fez check-in nesta semana.</Text>
        </Group>
      ) : (
        <Stack gap="sm">
          <Tooltip.Group openDelay={200}>
            <Avatar.Group spacing="sm">
              {people.slice(0, AVATARS_SHOWN).map((person) => (
                <Tooltip key={person.id} label={person.name} withArrow>
                  <div>
                    <UserAvatar avatar={person.avatar} name={person.name} size={36} />
                  </div>
                </Tooltip>
              ))}
              {people.length > AVATARS_SHOWN && (
                <Avatar size={36} radius="xl" aria-label={`Mais ${people.length - AVATARS_SHOWN}`}>
                  +{people.length - AVATARS_SHOWN}
                </Avatar>
              )}
            </Avatar.Group>
          </Tooltip.Group>
          <ScrollList label="Lista de pessoas sem check-in nesta semana" maxHeight={220}>
            <Stack gap={0}>
              {people.map((person) => (
                <Group
                  key={person.id}
                  justify="space-between"
                  gap="xs"
                  className={classes.row}
                  wrap="nowrap"
                >
                  <Text size="sm" lineClamp={1}>
                    {person.name}
                  </Text>
                  <Badge variant="light" color="orange" size="sm">
                    {plural(person.pendingCount, 'pendente', 'pendentes')}
                  </Badge>
                </Group>
              ))}
            </Stack>
          </ScrollList>
        </Stack>
      )}
    </DashboardCard>
  );
}
