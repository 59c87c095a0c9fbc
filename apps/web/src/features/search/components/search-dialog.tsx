import { Loader, Modal, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { plural } from '@rumo/shared/common/plural';
import {
  SEARCH_MIN_LENGTH,
  type SearchResult,
  searchMessages,
} from '@rumo/shared/search/contracts';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { isAdmin, useSession } from '../../../lib/session-store';
import { useSearch } from '../api/use-search';
import { flatten, groupResults, moveActive, resultPath } from '../search-model';
import classes from './search.module.css';
import { optionId, SearchResults } from './search-results';

const NAVIGATION_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

/** Ctrl+K search: type, move with the arrows, Enter opens the result. */
export function SearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const listId = useId();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 200);
  const [active, setActive] = useState(0);
  const tooShort = debounced.length < SEARCH_MIN_LENGTH;
  const search = useSearch(debounced);
  // Results of an older text stay on screen until the new ones arrive, but never as the answer.
  const current = !tooShort && search.data?.query === debounced ? search.data : undefined;
  const groups = useMemo(() => groupResults(current?.results ?? []), [current]);
  const flat = useMemo(() => flatten(groups), [groups]);
  const activeIndex = flat.length === 0 ? -1 : Math.min(active, flat.length - 1);

  const choose = (result: SearchResult) => {
    onClose();
    navigate(resultPath(result, isAdmin(user)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (NAVIGATION_KEYS.includes(event.key) && flat.length > 0) {
      event.preventDefault();
      const next = moveActive(activeIndex, flat.length, event.key);
      setActive(next);
      document.getElementById(optionId(listId, next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      const result = flat[activeIndex];
      if (!result) return;
      event.preventDefault();
      choose(result);
    }
  };

  const status = (() => {
    if (tooShort) return searchMessages.tooShort;
    if (search.isError) return 'Não foi possível buscar agora. Tente novamente.';
    if (!current) return null;
    if (flat.length === 0) return `Nenhum resultado para “${current.query}”`;
    return null;
  })();
  const loading = !tooShort && !current && !search.isError;
  const summary = current ? plural(flat.length, 'resultado', 'resultados') : '';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Buscar no Rumo"
      size="lg"
      yOffset="10vh"
      transitionProps={{ duration: 120 }}
    >
      <TextInput
        data-autofocus
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder="Objetivos, resultados-chave, pessoas e times"
        aria-label="Buscar objetivos, resultados-chave, pessoas e times"
        leftSection={<IconSearch size={17} aria-hidden="true" />}
        rightSection={loading ? <Loader size="xs" aria-label="Buscando" /> : null}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={flat.length > 0}
        aria-controls={flat.length > 0 ? listId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <div className={classes.body}>
        {status && <p className={classes.status}>{status}</p>}
        {loading && !status && <p className={classes.status}>Buscando…</p>}
        {flat.length > 0 && (
          <SearchResults
            listId={listId}
            groups={groups}
            active={activeIndex}
            onHover={setActive}
            onChoose={choose}
          />
        )}
      </div>
      <div className={classes.footer} aria-hidden="true">
        <span>↑ ↓ para navegar</span>
        <span>Enter para abrir</span>
        <span>Esc para fechar</span>
      </div>
      <div aria-live="polite" className={classes.liveRegion}>
        {summary}
      </div>
    </Modal>
  );
}
