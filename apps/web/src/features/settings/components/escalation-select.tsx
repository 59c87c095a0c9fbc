import { Select, type SelectProps } from '@mantine/core';
import { ESCALATION_DAYS } from '@rumo/shared/settings/contracts';
import { z } from 'zod';

/** The select's value for "never": every other option is a number of days. */
const OFF = 'off';

export const escalationOptions = [
  { value: OFF, label: 'Não escalar' },
  ...Array.from({ length: ESCALATION_DAYS.max - ESCALATION_DAYS.min + 1 }, (_, index) => {
    const days = ESCALATION_DAYS.min + index;
    return { value: String(days), label: `Após ${days} ${days === 1 ? 'dia' : 'dias'}` };
  }),
];

/** The form's value (a select option) as the API's field: days, or null for off. */
export const escalationChoiceSchema = z
  .string()
  .refine(
    (value) => escalationOptions.some((option) => option.value === value),
    'Escolha uma opção da lista.',
  )
  .transform((value) => (value === OFF ? null : Number(value)));

export const toEscalationChoice = (days: number | null) => (days === null ? OFF : String(days));

/** "Escalar check-ins atrasados após N dias": off, or 1 to 14 days. */
export function EscalationSelect(props: Omit<SelectProps, 'data' | 'label'>) {
  return (
    <Select
      label="Escalar check-ins atrasados após"
      description="Quem lidera o time do responsável (ou os administradores) recebe um resumo diário dos check-ins atrasados há mais dias que isso."
      data={escalationOptions}
      allowDeselect={false}
      {...props}
    />
  );
}
