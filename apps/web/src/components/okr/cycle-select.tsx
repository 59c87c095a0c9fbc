import { Select, type SelectProps } from '@mantine/core';
import type { Cycle } from '@rumo/shared/cycles/contracts';
import { cycleStatusLabels } from '@rumo/shared/okr/enums';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { formatDayRange } from './format-day';
import { useCycleOptions } from './use-cycle-options';

/** URL query parameter that remembers the chosen cycle across reloads and shared links. */
export const CYCLE_PARAM = 'ciclo';

export interface SelectedCycle {
  /** The chosen cycle, else the company's current one; null while loading or with no cycle. */
  cycle: Cycle | null;
  cycleId: string | null;
  cycles: Cycle[];
  isLoading: boolean;
  /** Puts the choice in the URL; `resetParams` are removed too (e.g. the page number). */
  setCycleId: (id: string | null, resetParams?: readonly string[]) => void;
}

/** The cycle the page shows: `?ciclo=` when it names a known cycle, otherwise the current one. */
export function useSelectedCycle(): SelectedCycle {
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: cycles = [], isLoading } = useCycleOptions();
  const requested = searchParams.get(CYCLE_PARAM);
  const cycle =
    cycles.find((item) => item.id === requested) ??
    cycles.find((item) => item.isCurrent) ??
    cycles[0] ??
    null;

  const setCycleId = useCallback(
    (id: string | null, resetParams: readonly string[] = []) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id) next.set(CYCLE_PARAM, id);
          else next.delete(CYCLE_PARAM);
          for (const param of resetParams) next.delete(param);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { cycle, cycleId: cycle?.id ?? null, cycles, isLoading, setCycleId };
}

type CycleSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** URL parameters to drop when the cycle changes (e.g. the list's page). */
  resetParams?: readonly string[];
};

/** Cycle picker bound to `?ciclo=`; every page using it shows the same cycle. */
export function CycleSelect({ resetParams, label = 'Ciclo', ...props }: CycleSelectProps) {
  const { cycle, cycles, isLoading, setCycleId } = useSelectedCycle();
  const data = cycles.map((item) => ({
    value: item.id,
    label: `${item.name} · ${cycleStatusLabels[item.status]}`,
  }));
  return (
    <Select
      label={label}
      placeholder={isLoading ? 'Carregando ciclos…' : 'Nenhum ciclo cadastrado'}
      data={data}
      value={cycle?.id ?? null}
      onChange={(value) => value && setCycleId(value, resetParams)}
      allowDeselect={false}
      disabled={isLoading || cycles.length === 0}
      description={cycle ? formatDayRange(cycle.startDate, cycle.endDate) : undefined}
      checkIconPosition="right"
      {...props}
    />
  );
}
