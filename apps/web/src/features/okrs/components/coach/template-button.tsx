import { Button, Group } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ObjectiveTemplate } from '@rumo/shared/okr/templates/library';
import { IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '../../../../lib/toasts';
import type { ObjectiveFormValues } from '../objective-form-model';
import { templateKeyResultDrafts } from './template-drafts';
import { TemplatePicker } from './template-picker';

/** "Usar um modelo" in the new-objective form: fills the title, description and key results. */
export function TemplateButton({ form }: { form: UseFormReturnType<ObjectiveFormValues> }) {
  const [opened, setOpened] = useState(false);
  const pick = (template: ObjectiveTemplate) => {
    form.setValues({
      title: template.title,
      description: template.description,
      keyResults: templateKeyResultDrafts(template, form.values.ownerId),
    });
    form.clearErrors();
    setOpened(false);
    showToast({
      severity: 'success',
      summary: 'Modelo inserido: revise os números e os responsáveis antes de criar.',
    });
  };
  return (
    <Group justify="flex-end">
      <Button
        variant="light"
        leftSection={<IconTemplate size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Usar um modelo
      </Button>
      <TemplatePicker opened={opened} onClose={() => setOpened(false)} onPick={pick} />
    </Group>
  );
}
