import {
  ActionIcon,
  Button,
  Card,
  Group,
  Menu,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Pillar } from '@rumo/shared/planning/contracts';
import { IconColumns3, IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/okr/empty-state';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useDeletePillar } from '../api/use-pillar-mutations';
import { PILLAR_SWATCHES, PillarFormModal } from './pillar-form-modal';

type FormState = { open: false } | { open: true; pillar?: Pillar };

/** The strategic pillars as coloured cards; admins create, edit and delete them. */
export function PillarsSection({ pillars, canEdit }: { pillars: Pillar[]; canEdit: boolean }) {
  const [form, setForm] = useState<FormState>({ open: false });
  const remove = useDeletePillar();
  const used = new Set(pillars.map((pillar) => pillar.color.toLowerCase()));
  const nextColor =
    PILLAR_SWATCHES.find((color) => !used.has(color)) ??
    PILLAR_SWATCHES[pillars.length % PILLAR_SWATCHES.length] ??
    '#2563eb';

  const confirmDelete = (pillar: Pillar) =>
    modals.openConfirmModal({
      title: 'Excluir pilar',
      centered: true,
      children: (
        <Text size="sm">
          {`Excluir o pilar "${pillar.name}"? Os objetivos alinhados a ele ficarão sem alinhamento.`}
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(pillar.id);
          showToast({ severity: 'success', summary: 'Pilar excluído.' });
        } catch (error) {
          showToast({
            severity: 'error',
            summary: 'Não foi possível excluir',
            detail: errorMessage(error),
          });
        }
      },
    });

  const createButton = (
    <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setForm({ open: true })}>
      Novo pilar
    </Button>
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="pillars-title">
      <Group justify="space-between">
        <Title order={2} fz="lg" id="pillars-title">
          Pilares estratégicos
        </Title>
        {canEdit && pillars.length > 0 && createButton}
      </Group>
      {pillars.length === 0 ? (
        <Card withBorder radius="md">
          <EmptyState
            icon={<IconColumns3 aria-hidden />}
            title="Nenhum pilar estratégico"
            description={
              canEdit
                ? 'Crie de três a cinco pilares: as grandes frentes às quais os objetivos se alinham.'
                : 'Os administradores ainda não definiram os pilares estratégicos.'
            }
            action={canEdit ? createButton : undefined}
          />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {pillars.map((pillar) => (
            <Card
              key={pillar.id}
              withBorder
              radius="md"
              padding="md"
              component="article"
              aria-label={`Pilar ${pillar.name}`}
              style={{ borderTop: `4px solid ${pillar.color}` }}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {pillar.name}
                </Text>
                {canEdit && (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Ações do pilar ${pillar.name}`}
                      >
                        <IconDots size={18} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={<IconPencil size={16} />}
                        onClick={() => setForm({ open: true, pillar })}
                      >
                        Editar pilar
                      </Menu.Item>
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={16} />}
                        onClick={() => confirmDelete(pillar)}
                      >
                        Excluir pilar
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                )}
              </Group>
              <Text size="sm" c="dimmed" mt={6} style={{ whiteSpace: 'pre-line' }}>
                {pillar.description || 'Sem descrição.'}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <PillarFormModal
        opened={form.open}
        onClose={() => setForm({ open: false })}
        pillar={form.open ? form.pillar : undefined}
        defaultColor={nextColor}
      />
    </Stack>
  );
}
