import { Avatar, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { plural } from '@rumo/shared/common/plural';
import type { TeamDetail } from '@rumo/shared/teams/contracts';
import { useState } from 'react';
import { useUserLookup } from '../../../components/okr/use-user-lookup';
import { errorMessage } from '../../../lib/api-error';
import { resolveStaticUrl } from '../../../lib/static-url';
import { showToast } from '../../../lib/toasts';
import { useSetTeamMembers } from '../api/use-set-team-members';

interface Person {
  name: string;
  avatar: string | null;
}

interface TeamMembersModalProps {
  team: TeamDetail;
  opened: boolean;
  onClose: () => void;
}

/** 'Gerenciar membros': the member list, searched among the company's active users. */
export function TeamMembersModal({ team, opened, onClose }: TeamMembersModalProps) {
  const isSmall = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Membros de ${team.name}`}
      fullScreen={isSmall}
      centered
      size="lg"
    >
      {opened && <MembersForm team={team} onClose={onClose} />}
    </Modal>
  );
}

function MembersForm({ team, onClose }: { team: TeamDetail; onClose: () => void }) {
  const setMembers = useSetTeamMembers(team.id);
  const [selected, setSelected] = useState<string[]>(() => team.members.map((m) => m.id));
  // Names of everyone ever shown, so chosen people keep their label when a new search runs.
  const [known, setKnown] = useState<Map<string, Person>>(
    () => new Map(team.members.map((m) => [m.id, { name: m.name, avatar: m.avatar }])),
  );
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const lookup = useUserLookup(debounced);

  const people = new Map(known);
  for (const user of lookup.data ?? []) people.set(user.id, user);
  const options = [...new Set([...selected, ...(lookup.data ?? []).map((user) => user.id)])].map(
    (id) => ({ value: id, label: people.get(id)?.name ?? 'Usuário' }),
  );

  const save = async () => {
    try {
      await setMembers.mutateAsync(selected);
      showToast({ severity: 'success', summary: 'Membros atualizados.' });
      onClose();
    } catch (error) {
      showToast({
        severity: 'error',
        summary: 'Não foi possível salvar os membros',
        detail: errorMessage(error),
      });
    }
  };

  return (
    <Stack gap="md">
      <MultiSelect
        label="Membros"
        description="Busque pelo nome ou e-mail. Quem ainda não tem time passa a ter este como time principal."
        placeholder={selected.length === 0 ? 'Busque pessoas' : undefined}
        data={options}
        value={selected}
        onChange={(ids) => {
          setKnown(people);
          setSelected(ids);
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        hidePickedOptions
        clearable
        nothingFoundMessage={lookup.isFetching ? 'Buscando…' : 'Nenhum usuário encontrado'}
        comboboxProps={{ withinPortal: true }}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <Avatar
              src={resolveStaticUrl(people.get(option.value)?.avatar)}
              name={option.label}
              size={22}
              color="initials"
            />
            <Text size="sm">{option.label}</Text>
          </Group>
        )}
      />
      <Text size="sm" c="dimmed">
        {plural(selected.length, 'membro selecionado', 'membros selecionados')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={save} loading={setMembers.isPending}>
          Salvar membros
        </Button>
      </Group>
    </Stack>
  );
}
