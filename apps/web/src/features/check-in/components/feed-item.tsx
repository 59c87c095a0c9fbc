import { Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { formatDay } from '../../../components/okr/format-day';
import { KeyResultValue } from '../../../components/okr/key-result-value';
import { UserAvatar } from '../../../components/user-avatar';
import type { CheckInFeedItem } from '../api/use-check-in-feed';
import classes from './feed-item.module.css';

/** Author, key result, old → new value, confidence, comment and date of one check-in. */
export function FeedItem({ item }: { item: CheckInFeedItem }) {
  const { unit, customUnit, decimals } = item.keyResult;
  const format = { unit, customUnit, decimals };
  return (
    <Group className={classes.item} gap="sm" align="flex-start" wrap="nowrap" component="article">
      <UserAvatar avatar={item.author.avatar} name={item.author.name} size={36} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">
            <Text span fw={600} inherit>
              {item.author.name}
            </Text>{' '}
            em{' '}
            <Text span fw={500} inherit>
              {item.keyResult.title}
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {formatDay(item.date)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {item.objective.title}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Group gap={4} wrap="nowrap" aria-label="Valor anterior e novo">
            <KeyResultValue value={item.previousValue} {...format} size="sm" c="dimmed" />
            <IconArrowRight size={14} aria-hidden />
            <KeyResultValue value={item.value} {...format} size="sm" fw={600} />
          </Group>
          <ConfidenceBadge confidence={item.confidence} size="sm" />
        </Group>
        {item.comment && (
          <Text size="sm" className={classes.comment}>
            {item.comment}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
