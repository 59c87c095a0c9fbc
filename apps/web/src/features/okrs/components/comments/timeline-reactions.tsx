import { Badge, Group, Tooltip } from '@mantine/core';
import type { ReactionTally } from '@rumo/shared/comments/contracts';
import { reactionLabel } from './check-in-reactions';

/**
 * A check-in's reactions under its timeline entry: each emoji with its count, who reacted in the
 * tooltip and the accessible name. Read-only: people react on the key result's check-ins.
 */
export function TimelineReactions({ reactions }: { reactions: readonly ReactionTally[] }) {
  return (
    <Group gap={4} mt={4} role="list" aria-label="Reações ao check-in">
      {reactions.map((tally) => {
        const label = reactionLabel(tally.emoji, tally);
        return (
          <Tooltip
            key={tally.emoji}
            label={label}
            withArrow
            openDelay={300}
            events={{ hover: true, focus: true, touch: true }}
          >
            <Badge
              role="listitem"
              aria-label={label}
              tabIndex={0}
              variant="default"
              radius="xl"
              size="lg"
              fw={500}
              style={{ textTransform: 'none' }}
            >
              <span aria-hidden>{`${tally.emoji} ${tally.count}`}</span>
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}
