import { Button, Group, Tooltip } from '@mantine/core';
import {
  type CheckInReactions as CheckInReactionsData,
  REACTION_EMOJIS,
  type ReactionEmoji,
  type ReactionSummary,
} from '@rumo/shared/comments/contracts';
import { errorMessage } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toasts';
import { useToggleReaction } from '../../api/use-check-in-reactions';

/** "3 pessoas reagiram com 👍: Ana, Bruno e você". */
export function reactionLabel(emoji: ReactionEmoji, summary: ReactionSummary | undefined) {
  if (!summary || summary.count === 0) return `Reagir com ${emoji}`;
  const who = summary.count === 1 ? '1 pessoa reagiu' : `${summary.count} pessoas reagiram`;
  const names = summary.people.map((person) => person.name);
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? '');
  return `${who} com ${emoji}: ${list}`;
}

interface CheckInReactionsProps {
  keyResultId: string;
  checkInId: string;
  reactions: CheckInReactionsData['reactions'];
}

/** The fixed emojis under a check-in: a press toggles mine, counts say who reacted. */
export function CheckInReactions({ keyResultId, checkInId, reactions }: CheckInReactionsProps) {
  const toggle = useToggleReaction(keyResultId);
  const byEmoji = new Map(reactions.map((summary) => [summary.emoji, summary]));

  const react = (emoji: ReactionEmoji) =>
    toggle.mutate(
      { checkInId, emoji },
      {
        onError: (error) =>
          showToast({
            severity: 'error',
            summary: 'Não foi possível reagir',
            detail: errorMessage(error),
          }),
      },
    );

  return (
    <Group gap={4} role="group" aria-label="Reações ao check-in">
      {REACTION_EMOJIS.map((emoji) => {
        const summary = byEmoji.get(emoji);
        const label = reactionLabel(emoji, summary);
        const mine = summary?.reactedByMe ?? false;
        return (
          <Tooltip key={emoji} label={label} withArrow openDelay={300}>
            <Button
              size="compact-xs"
              radius="xl"
              variant={mine ? 'light' : 'subtle'}
              color={mine ? undefined : 'gray'}
              aria-pressed={mine}
              aria-label={mine ? `${label} (remover minha reação)` : label}
              onClick={() => react(emoji)}
              disabled={toggle.isPending && toggle.variables?.emoji === emoji}
            >
              <span aria-hidden>{emoji}</span>
              {summary && summary.count > 0 && (
                <span aria-hidden style={{ marginLeft: 4 }}>
                  {summary.count}
                </span>
              )}
            </Button>
          </Tooltip>
        );
      })}
    </Group>
  );
}
