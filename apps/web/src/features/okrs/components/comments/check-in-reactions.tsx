import { ActionIcon, Button, Group, Popover, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  type CheckInReactions as CheckInReactionsData,
  REACTION_EMOJIS,
  type ReactionEmoji,
  type ReactionTally,
} from '@rumo/shared/comments/contracts';
import { plural } from '@rumo/shared/common/plural';
import { IconMoodPlus } from '@tabler/icons-react';
import { errorMessage } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toasts';
import { useToggleReaction } from '../../api/use-check-in-reactions';

/** "3 pessoas reagiram com 👍: Ana, Bruno e você". */
export function reactionLabel(emoji: ReactionEmoji, summary: ReactionTally | undefined) {
  if (!summary || summary.count === 0) return `Reagir com ${emoji}`;
  const who = plural(summary.count, 'pessoa reagiu', 'pessoas reagiram');
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

/**
 * Under a check-in: the emojis people used, each with its count (a press toggles mine), and a
 * button that opens the fixed set to add another.
 */
export function CheckInReactions({ keyResultId, checkInId, reactions }: CheckInReactionsProps) {
  const toggle = useToggleReaction(keyResultId);
  const [pickerOpen, picker] = useDisclosure(false);
  const byEmoji = new Map(reactions.map((summary) => [summary.emoji, summary]));
  const used = REACTION_EMOJIS.filter((emoji) => (byEmoji.get(emoji)?.count ?? 0) > 0);

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
      {used.map((emoji) => {
        const summary = byEmoji.get(emoji);
        const label = reactionLabel(emoji, summary);
        const mine = summary?.reactedByMe ?? false;
        return (
          <Tooltip key={emoji} label={label} withArrow openDelay={300}>
            <Button
              size="compact-xs"
              radius="xl"
              variant={mine ? 'light' : 'default'}
              aria-pressed={mine}
              aria-label={mine ? `${label} (remover minha reação)` : label}
              onClick={() => react(emoji)}
              disabled={toggle.isPending && toggle.variables?.emoji === emoji}
            >
              <span aria-hidden>{emoji}</span>
              <span aria-hidden style={{ marginLeft: 4 }}>
                {summary?.count}
              </span>
            </Button>
          </Tooltip>
        );
      })}
      <Popover
        opened={pickerOpen}
        onDismiss={picker.close}
        position="top-start"
        withArrow
        shadow="md"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            radius="xl"
            aria-label="Adicionar reação"
            onClick={picker.toggle}
          >
            <IconMoodPlus size={16} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={4}>
          <Group gap={2}>
            {REACTION_EMOJIS.map((emoji) => (
              <ActionIcon
                key={emoji}
                variant={byEmoji.get(emoji)?.reactedByMe ? 'light' : 'subtle'}
                size="lg"
                aria-label={`Reagir com ${emoji}`}
                aria-pressed={byEmoji.get(emoji)?.reactedByMe ?? false}
                onClick={() => {
                  react(emoji);
                  picker.close();
                }}
              >
                <span aria-hidden style={{ fontSize: 18 }}>
                  {emoji}
                </span>
              </ActionIcon>
            ))}
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
