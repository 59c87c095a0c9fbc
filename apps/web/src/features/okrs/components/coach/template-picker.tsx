import {
  Button,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  type ObjectiveTemplate,
  TEMPLATE_AREAS,
  type TemplateArea,
  templateAreaLabels,
} from '@rumo/shared/okr/templates/library';
import { searchTemplates } from '@rumo/shared/okr/templates/search';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { describeKeyResultGoal } from '../key-result-form-model';

const areaOptions = [
  { value: 'all', label: 'Todas as áreas' },
  ...TEMPLATE_AREAS.map((area) => ({ value: area, label: templateAreaLabels[area] })),
];

interface TemplatePickerProps {
  opened: boolean;
  onClose: () => void;
  onPick: (template: ObjectiveTemplate) => void;
}

function TemplatePreview({
  template,
  onPick,
}: {
  template: ObjectiveTemplate;
  onPick: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="template-preview">
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {templateAreaLabels[template.area]}
        </Text>
        <Text fw={700} id="template-preview">
          {template.title}
        </Text>
        <Text size="sm" c="dimmed">
          {template.description}
        </Text>
        <Text size="sm" fw={600}>
          Resultados-chave
        </Text>
        <Stack component="ol" gap={6} m={0} pl="md">
          {template.keyResults.map((keyResult) => (
            <li key={keyResult.title}>
              <Text size="sm">{keyResult.title}</Text>
              <Text size="xs" c="dimmed">
                {describeKeyResultGoal(keyResult)}
              </Text>
            </li>
          ))}
        </Stack>
        <Text size="xs" c="dimmed">
          Substitui o título e os resultados-chave já digitados. Você ajusta tudo antes de salvar.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onPick}>Usar este modelo</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** "Usar um modelo": the template library by area, searchable, with a preview before inserting. */
export function TemplatePicker({ opened, onClose, onPick }: TemplatePickerProps) {
  const [area, setArea] = useState<TemplateArea | 'all'>('all');
  const [query, setQuery] = useState('');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const found = searchTemplates(query, area === 'all' ? null : area);
  const chosen = found.find((template) => template.id === chosenId) ?? found[0] ?? null;

  return (
    <Modal opened={opened} onClose={onClose} title="Modelos de OKR" size="xl">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Área"
            data={areaOptions}
            value={area}
            allowDeselect={false}
            onChange={(value) => setArea((value ?? 'all') as TemplateArea | 'all')}
          />
          <TextInput
            label="Buscar modelo"
            placeholder="Ex.: receita, churn, NPS"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {found.length === 0
            ? 'Nenhum modelo encontrado. Tente outra palavra ou área.'
            : `${found.length} ${found.length === 1 ? 'modelo' : 'modelos'}`}
        </Text>
        {chosen && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ScrollArea.Autosize mah={{ base: 260, md: 420 }} type="auto">
              <Stack
                component="ul"
                gap={4}
                m={0}
                p={0}
                aria-label="Modelos"
                style={{ listStyle: 'none' }}
              >
                {found.map((template) => {
                  const selected = template.id === chosen.id;
                  return (
                    <li key={template.id}>
                      <UnstyledButton
                        w="100%"
                        p="xs"
                        aria-pressed={selected}
                        onClick={() => setChosenId(template.id)}
                        style={{
                          borderRadius: 'var(--mantine-radius-sm)',
                          border: `1px solid ${selected ? 'var(--mantine-color-blue-filled)' : 'var(--mantine-color-default-border)'}`,
                        }}
                      >
                        <Text size="sm" fw={selected ? 700 : 500}>
                          {template.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {`${templateAreaLabels[template.area]} · ${template.keyResults.length} resultados-chave`}
                        </Text>
                      </UnstyledButton>
                    </li>
                  );
                })}
              </Stack>
            </ScrollArea.Autosize>
            <TemplatePreview template={chosen} onPick={() => onPick(chosen)} />
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}
