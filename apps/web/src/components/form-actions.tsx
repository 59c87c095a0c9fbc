import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormActionsProps {
  onCancel: () => void;
  submitLabel: ReactNode;
  loading: boolean;
  mt?: MantineSpacing;
}

/** The footer of a form: "Cancelar" and the submit button, on the right. */
export function FormActions({ onCancel, submitLabel, loading, mt }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
