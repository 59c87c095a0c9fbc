import { type ComboboxItem, Loader, type OptionsFilter, Select } from '@mantine/core';
import { normalizeCityName } from '@rumo/shared/billing/city-names';
import type { FocusEvent, ReactNode } from 'react';
import { useMunicipalities } from './municipalities-query';

/**
 * The best matches shown at once: a UF has up to 853 cities, found by typing. The short list
 * needs no scrolling region (which keyboard users could not scroll: axe's scrollable-region-focusable).
 */
const SHOWN = 8;

/**
 * Accents, case and punctuation aside: "sao jose" finds "São José dos Campos"; the name itself
 * first, then the names it begins, then the others that contain it.
 */
const byName: OptionsFilter = ({ options, search, limit }) => {
  const wanted = normalizeCityName(search);
  const rank = (label: string) => {
    const name = normalizeCityName(label);
    if (name === wanted) return 0;
    if (name.startsWith(wanted)) return 1;
    return name.includes(wanted) ? 2 : 3;
  };
  return (options as ComboboxItem[])
    .map((option) => ({ option, rank: rank(option.label) }))
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((entry) => entry.option);
};

interface CitySelectProps {
  /** The UF whose municipalities are listed; none chosen yet: the field waits for it. */
  state: string;
  /** The chosen city's IBGE code ('' when none). */
  code: string;
  onChange: (city: { code: string; name: string }) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  error?: ReactNode;
}

/** Cidade: a searchable list of the UF's municipalities, keeping the IBGE code of the choice. */
export function CitySelect({ state, code, onChange, onBlur, error }: CitySelectProps) {
  const municipalities = useMunicipalities(state);
  const loading = municipalities.isPending && state !== '';
  return (
    <Select
      label="Cidade"
      withAsterisk
      searchable
      data={municipalities.data ?? []}
      filter={byName}
      limit={SHOWN}
      withScrollArea={false}
      value={code || null}
      onChange={(value, option) => onChange({ code: value ?? '', name: option?.label ?? '' })}
      onBlur={onBlur}
      disabled={state === ''}
      placeholder={
        state === ''
          ? 'Escolha a UF primeiro'
          : loading
            ? 'Carregando cidades…'
            : 'Digite para buscar'
      }
      nothingFoundMessage={
        municipalities.isError
          ? 'Não foi possível carregar as cidades.'
          : 'Nenhuma cidade encontrada.'
      }
      rightSection={loading ? <Loader size="xs" aria-label="Carregando cidades" /> : undefined}
      error={error}
      allowDeselect={false}
    />
  );
}
