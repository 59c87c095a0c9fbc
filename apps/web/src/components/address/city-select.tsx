import { type ComboboxItem, Loader, type OptionsFilter, Select } from '@mantine/core';
import { normalizeCityName } from '@rumo/shared/billing/city-names';
import type { FocusEvent, ReactNode } from 'react';
import { useMunicipalities } from './municipalities-query';

/** Accents, case and punctuation aside: "sao jose" finds "São José dos Campos". */
const byName: OptionsFilter = ({ options, search }) => {
  const wanted = normalizeCityName(search);
  return (options as ComboboxItem[]).filter((option) =>
    normalizeCityName(option.label).includes(wanted),
  );
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
