import { Anchor, Group, Stack, Text } from '@mantine/core';
import { MENTION_TOKEN } from '@rumo/shared/comments/contracts';
import type { MyWeek, MyWeekMention } from '@rumo/shared/my-week/contracts';
import { IconAt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/okr/empty-state';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import classes from './my-week.module.css';
import { MyWeekSection } from './my-week-section';

/** The comment as text, each `<@id>` as "@Name" ("@usuário" when the person is gone). */
function plainBody({ body, mentions }: Pick<MyWeekMention, 'body' | 'mentions'>): string {
  const names = new Map(mentions.map((person) => [person.id.toLowerCase(), person.name]));
  return body.replace(
    MENTION_TOKEN,
    (_token, id: string) => `@${names.get(id.toLowerCase()) ?? 'usuário'}`,
  );
}

/** "Menções": recent comments that mention me, each linking to its objective. */
export function MentionsSection({ data }: { data: MyWeek }) {
  const mentions = data.mentions;
  return (
    <MyWeekSection
      title="Menções"
      count={mentions.length}
      description="Comentários dos últimos 30 dias que mencionam você."
    >
      {mentions.length === 0 ? (
        <EmptyState
          size="sm"
          icon={<IconAt aria-hidden />}
          title="Ninguém mencionou você recentemente"
          description="Quando alguém escrever @ seu nome em um comentário, ele aparece aqui."
        />
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {mentions.map((mention) => (
            <Stack key={mention.id} component="li" gap={4} className={classes.row}>
              <Group gap="xs" wrap="nowrap">
                <UserAvatar name={mention.author.name} avatar={mention.author.avatar} size="sm" />
                <Text size="sm" style={{ minWidth: 0 }}>
                  <Text span fw={600} inherit>
                    {mention.author.name}
                  </Text>{' '}
                  em{' '}
                  <Anchor
                    component={Link}
                    to={paths.objective(mention.objective.id)}
                    className={classes.link}
                    inherit
                  >
                    {mention.keyResult?.title ?? mention.objective.title}
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed">
                    · {formatDate(mention.createdAt)}
                  </Text>
                </Text>
              </Group>
              <Text
                size="sm"
                lineClamp={3}
                style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {plainBody(mention)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </MyWeekSection>
  );
}
