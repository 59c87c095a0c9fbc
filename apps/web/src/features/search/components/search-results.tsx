import { Group, Text } from '@mantine/core';
import type { SearchResult } from '@rumo/shared/search/contracts';
import { IconTarget, IconTrendingUp, IconUsersGroup } from '@tabler/icons-react';
import { PrivateBadge } from '../../../components/okr/private-badge';
import { UserAvatar } from '../../../components/user-avatar';
import type { SearchGroup } from '../search-model';
import classes from './search.module.css';

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

function ResultIcon({ result }: { result: SearchResult }) {
  if (result.kind === 'person') {
    return <UserAvatar avatar={result.avatar} name={result.title} size={32} />;
  }
  const Icon =
    result.kind === 'objective'
      ? IconTarget
      : result.kind === 'team'
        ? IconUsersGroup
        : IconTrendingUp;
  return (
    <span className={classes.optionIcon}>
      <Icon size={17} stroke={1.75} aria-hidden="true" />
    </span>
  );
}

/**
 * The results as one listbox of groups; focus stays in the search field, which points at the
 * active option (aria-activedescendant), so the arrow keys and screen readers agree.
 */
export function SearchResults({
  listId,
  groups,
  active,
  onHover,
  onChoose,
}: {
  listId: string;
  groups: SearchGroup[];
  active: number;
  onHover: (index: number) => void;
  onChoose: (result: SearchResult) => void;
}) {
  return (
    <div role="listbox" id={listId} aria-label="Resultados da busca">
      {groups.map((group) => (
        // ARIA's listbox groups its options with role="group"; a fieldset is for form controls.
        // biome-ignore lint/a11y/useSemanticElements: ARIA listbox groups, not form controls
        <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
          <div id={`${listId}-${group.kind}`} className={classes.groupLabel}>
            {group.label}
          </div>
          {group.items.map(({ result, index }) => (
            // Mouse users click; keyboard users never reach the options, the field drives them.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox field handles the keys
            <div
              key={`${result.kind}-${result.id}`}
              id={optionId(listId, index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={classes.option}
              onMouseMove={() => onHover(index)}
              onClick={() => onChoose(result)}
            >
              <ResultIcon result={result} />
              <div className={classes.optionText}>
                <Group gap={6} wrap="nowrap" miw={0}>
                  <Text size="sm" fw={600} truncate>
                    {result.title}
                  </Text>
                  {result.private && <PrivateBadge size="xs" />}
                </Group>
                {result.subtitle && (
                  <Text size="xs" c="dimmed" truncate>
                    {result.subtitle}
                  </Text>
                )}
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
