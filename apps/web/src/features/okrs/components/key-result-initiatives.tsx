import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Menu,
  Paper,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { KeyResult } from '@rumo/shared/objectives/contracts';
import {
  canChangeInitiativeStatus,
  canManageInitiatives,
  type Initiative,
  type InitiativeStatus,
  initiativeStatusLabels,
  isInitiativeOverdue,
} from '@rumo/shared/objectives/initiatives';
import {
  IconArrowDown,
  IconArrowUp,
  IconChecklist,
  IconDots,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { checkInToday } from '../../../components/okr/check-in-model';
import { formatDay } from '../../../components/okr/format-day';
import { UserAvatar } from '../../../components/user-avatar';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import {
  useChangeInitiativeStatus,
  useDeleteInitiative,
  useReorderInitiatives,
} from '../api/use-initiatives';
import { useActor } from '../hooks/use-actor';
import { InitiativeFormModal, initiativeStatusOptions } from './initiative-form-modal';

interface KeyResultInitiativesProps {
  keyResult: Pick<KeyResult, 'id' | 'title' | 'type' | 'owner'>;
  objectiveOwnerId: string;
  initiatives: Initiative[];
  /** A closed objective's initiatives are read-only. */
  closed: boolean;
}

type FormState = { open: false } | { open: true; initiative?: Initiative };

const failed = (summary: string) => (error: unknown) =>
  showToast({ severity: 'error', summary, detail: errorMessage(error) });

/** A key result's initiatives: count, then an expandable list with status, owner and due date. */
export function KeyResultInitiatives({
  keyResult,
  objectiveOwnerId,
  initiatives,
  closed,
}: KeyResultInitiativesProps) {
  const actor = useActor();
  const [opened, toggle] = useDisclosure(keyResult.type === 'milestone');
  const [form, setForm] = useState<FormState>({ open: false });
  const ownership = { ownerId: keyResult.owner.id, objectiveOwnerId };
  const canManage = !closed && canManageInitiatives(actor, ownership);
  const listId = `iniciativas-${keyResult.id}`;
  const done = initiatives.filter((initiative) => initiative.status === 'done').length;
  const counted = initiatives.filter((initiative) => initiative.status !== 'canceled').length;
  const today = checkInToday();

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChecklist size={16} />}
          onClick={toggle.toggle}
          aria-expanded={opened}
          aria-controls={listId}
        >
          {`Iniciativas (${initiatives.length})`}
        </Button>
        {counted > 0 && (
          <Text size="sm" c="dimmed">
            {`${done} de ${counted} concluídas`}
          </Text>
        )}
      </Group>
      <Collapse expanded={opened} id={listId}>
        <Stack gap="xs" mt={4}>
          {initiatives.length === 0 && (
            <Text size="sm" c="dimmed">
              {keyResult.type === 'milestone'
                ? 'Nenhuma iniciativa ainda: o progresso deste resultado-chave vem delas.'
                : 'Nenhuma iniciativa planejada para este resultado-chave.'}
            </Text>
          )}
          {initiatives.map((initiative, index) => (
            <InitiativeRow
              key={initiative.id}
              initiative={initiative}
              siblings={initiatives}
              index={index}
              today={today}
              canManage={canManage}
              canChangeStatus={
                !closed &&
                canChangeInitiativeStatus(actor, ownership, { ownerId: initiative.owner.id })
              }
              onEdit={() => setForm({ open: true, initiative })}
            />
          ))}
          {canManage && (
            <Box>
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconPlus size={14} />}
                onClick={() => setForm({ open: true })}
              >
                Adicionar iniciativa
              </Button>
            </Box>
          )}
        </Stack>
      </Collapse>
      <InitiativeFormModal
        opened={form.open}
        onClose={() => setForm({ open: false })}
        keyResult={keyResult}
        initiative={form.open ? form.initiative : undefined}
        defaultOwner={keyResult.owner}
      />
    </Stack>
  );
}

interface InitiativeRowProps {
  initiative: Initiative;
  siblings: Initiative[];
  index: number;
  today: string;
  canManage: boolean;
  canChangeStatus: boolean;
  onEdit: () => void;
}

function InitiativeRow({
  initiative,
  siblings,
  index,
  today,
  canManage,
  canChangeStatus,
  onEdit,
}: InitiativeRowProps) {
  const changeStatus = useChangeInitiativeStatus();
  const remove = useDeleteInitiative();
  const reorder = useReorderInitiatives();
  const overdue = isInitiativeOverdue(initiative, today);

  const move = (offset: number) => {
    const ids = siblings.map((sibling) => sibling.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + offset, 0, moved);
    reorder
      .mutateAsync({ keyResultId: initiative.keyResultId, ids })
      .catch(failed('Não foi possível reordenar'));
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Excluir iniciativa',
      centered: true,
      children: (
        <Text size="sm">{`Excluir "${initiative.title}"? Esta ação não pode ser desfeita.`}</Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove
          .mutateAsync(initiative.id)
          .then(() => showToast({ severity: 'success', summary: 'Iniciativa excluída.' }))
          .catch(failed('Não foi possível excluir')),
    });

  return (
    <Paper withBorder radius="sm" p="xs" component="article" aria-label={initiative.title}>
      <Group gap="sm" wrap="wrap" align="center">
        <Text
          size="sm"
          fw={500}
          style={{ flex: '1 1 200px', overflowWrap: 'anywhere' }}
          td={initiative.status === 'canceled' ? 'line-through' : undefined}
        >
          {initiative.title}
        </Text>
        {canChangeStatus ? (
          <Select
            size="xs"
            w={150}
            aria-label={`Status de "${initiative.title}"`}
            data={initiativeStatusOptions}
            value={initiative.status}
            allowDeselect={false}
            disabled={changeStatus.isPending}
            onChange={(value) => {
              if (!value || value === initiative.status) return;
              changeStatus
                .mutateAsync({ id: initiative.id, status: value as InitiativeStatus })
                .catch(failed('Não foi possível alterar o status'));
            }}
          />
        ) : (
          <Badge variant="light" color={initiative.status === 'done' ? 'green' : 'gray'}>
            {initiativeStatusLabels[initiative.status]}
          </Badge>
        )}
        <Group gap={6} wrap="nowrap">
          <UserAvatar avatar={initiative.owner.avatar} name={initiative.owner.name} size={20} />
          <Text size="sm">{initiative.owner.name}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed">
            {initiative.dueDate ? `Prazo ${formatDay(initiative.dueDate)}` : 'Sem prazo'}
          </Text>
          {overdue && (
            <Badge color="red" variant="light">
              Atrasada
            </Badge>
          )}
        </Group>
        {canManage && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Ações da iniciativa "${initiative.title}"`}
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                Editar iniciativa
              </Menu.Item>
              {index > 0 && (
                <Menu.Item leftSection={<IconArrowUp size={16} />} onClick={() => move(-1)}>
                  Mover para cima
                </Menu.Item>
              )}
              {index < siblings.length - 1 && (
                <Menu.Item leftSection={<IconArrowDown size={16} />} onClick={() => move(1)}>
                  Mover para baixo
                </Menu.Item>
              )}
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
                Excluir iniciativa
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}
