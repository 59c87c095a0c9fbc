import { Combobox, Group, Text, Textarea, type TextareaProps, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { NamedRef } from '@rumo/shared/common/fields';
import { useEffect, useRef, useState } from 'react';
import { useUserLookup } from '../../../../components/okr/use-user-lookup';
import { UserAvatar } from '../../../../components/user-avatar';
import { insertMention, mentionQueryAt } from './mention-model';

const MAX_SUGGESTIONS = 6;

interface MentionTextareaProps
  extends Omit<TextareaProps, 'value' | 'onChange' | 'onKeyDown' | 'onSelect'> {
  value: string;
  onChange: (value: string) => void;
  /** A person picked from the suggestions (their "@Name" is now in the text). */
  onMention: (person: NamedRef) => void;
  /** Ctrl+Enter (or ⌘+Enter) sends. */
  onSubmitShortcut?: () => void;
}

/**
 * A textarea where "@" suggests the company's people (arrows, Enter or Tab to pick, Esc to
 * close); the list is searched on the server as the person types.
 */
export function MentionTextarea({
  value,
  onChange,
  onMention,
  onSubmitShortcut,
  ...props
}: MentionTextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [search] = useDebouncedValue(mention?.query ?? '', 150);
  const lookup = useUserLookup(search);
  const people = mention ? (lookup.data ?? []).slice(0, MAX_SUGGESTIONS) : [];
  // Open exactly while an "@word" is being typed and someone matches it.
  const opened = mention !== null && people.length > 0;
  const combobox = useCombobox({
    opened,
    onOpenedChange: (next) => {
      if (!next) setMention(null);
    },
  });
  const firstId = people[0]?.id;
  const { selectFirstOption } = combobox;
  // The first match is highlighted, so Enter picks it at once.
  useEffect(() => {
    if (opened && firstId) requestAnimationFrame(() => selectFirstOption());
  }, [opened, firstId, selectFirstOption]);

  const track = (text: string, caret: number) => setMention(mentionQueryAt(text, caret));

  const pick = (id: string) => {
    const person = people.find((candidate) => candidate.id === id);
    if (!person || !mention) return;
    const next = insertMention(value, mention, person.name);
    onChange(next.text);
    onMention({ id: person.id, name: person.name });
    setMention(null);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} position="bottom-start" withinPortal>
      <Combobox.Target withKeyboardNavigation={opened} withExpandedAttribute={false}>
        <Textarea
          ref={ref}
          autosize
          minRows={2}
          maxRows={10}
          {...props}
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            track(event.currentTarget.value, event.currentTarget.selectionStart);
          }}
          onSelect={(event) => track(event.currentTarget.value, event.currentTarget.selectionStart)}
          onBlur={() => setMention(null)}
          onKeyDown={(event) => {
            if (opened && event.key === 'Tab' && !event.shiftKey) {
              event.preventDefault();
              combobox.clickSelectedOption();
            } else if (event.key === 'Escape') {
              setMention(null);
            } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              onSubmitShortcut?.();
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label="Pessoas para mencionar">
          {people.map((person) => (
            <Combobox.Option
              value={person.id}
              key={person.id}
              // Keeps the focus in the textarea when an option is clicked.
              onMouseDown={(event) => event.preventDefault()}
            >
              <Group gap="xs" wrap="nowrap">
                <span aria-hidden style={{ display: 'flex' }}>
                  <UserAvatar avatar={person.avatar} name={person.name} size={22} />
                </span>
                <Text size="sm">{person.name}</Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
