import { Button, Collapse } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar, IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCompactList } from './list-helpers';

/** A day filter shown dd/mm/yy, kept as 'YYYY-MM-DD'. */
export function DayFilterInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
}) {
  return (
    <DatePickerInput
      label={label}
      placeholder="dd/mm/aa"
      valueFormat="DD/MM/YY"
      value={value}
      onChange={(day) => onChange(day ? String(day).slice(0, 10) : null)}
      clearable
      // The placeholder is real text here (not ::placeholder): keep it at AA contrast.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      clearButtonProps={{ 'aria-label': `Limpar ${label.toLowerCase()}` }}
    />
  );
}

/** The filters: always open on wide screens, behind a "Filtros" button on phones. */
export function FilterPanel({ active, children }: { active: boolean; children: ReactNode }) {
  const compact = useCompactList();
  const [opened, { toggle }] = useDisclosure(active);
  if (!compact) return <>{children}</>;
  return (
    <>
      <Button
        variant={active ? 'light' : 'default'}
        leftSection={<IconFilter size={16} />}
        onClick={toggle}
        aria-expanded={opened}
        style={{ alignSelf: 'flex-start' }}
      >
        {active ? 'Filtros (ativos)' : 'Filtros'}
      </Button>
      <Collapse expanded={opened}>{children}</Collapse>
    </>
  );
}
