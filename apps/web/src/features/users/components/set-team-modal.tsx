import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { ManagedUser } from '@rumo/shared/users/contracts';
import { useState } from 'react';
import { useTeamOptions } from '../../../components/okr/use-team-options';
import { errorMessage } from '../../../lib/api-error';
import { sessionStore } from '../../../lib/session-store';
import { showToast } from '../../../lib/toasts';
import { useSetUserTeam } from '../api/use-user-actions';

interface SetTeamModalProps {
  /** The person whose primary team is chosen; null keeps the modal closed. */
  user: ManagedUser | null;
  onClose: () => void;
}

/** 'Definir time': the primary team (id_team); the person also joins that team. */
export function SetTeamModal({ user, onClose }: SetTeamModalProps) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Definir time" centered>
      {user && <SetTeamForm key={user.id} user={user} onClose={onClose} />}
    </Modal>
  );
}

function SetTeamForm({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const teams = useTeamOptions();
  const setTeam = useSetUserTeam();
  const [teamId, setTeamId] = useState<string | null>(user.team?.id ?? null);

  const save = async () => {
    try {
      const saved = await setTeam.mutateAsync({ id: user.id, teamId });
      // The signed-in admin's own team lives in the session too.
      if (saved.id === sessionStore.getState().user.id)
        sessionStore.setTeam(saved.team?.id ?? null);
      showToast({
        severity: 'success',
        summary: 'Time atualizado.',
        detail: saved.team
          ? `${saved.name} agora é do time ${saved.team.name}.`
          : `${saved.name} está sem time principal.`,
      });
      onClose();
    } catch (error) {
      showToast({
        severity: 'error',
        summary: 'Não foi possível definir o time',
        detail: errorMessage(error),
      });
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {`Escolha o time principal de ${user.name}. A pessoa também passa a ser membro desse time.`}
      </Text>
      <Select
        label="Time"
        placeholder="Sem time"
        data={teams.data ?? []}
        value={teamId}
        onChange={setTeamId}
        clearable
        searchable
        nothingFoundMessage="Nenhum time encontrado"
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={save} loading={setTeam.isPending}>
          Salvar
        </Button>
      </Group>
    </Stack>
  );
}
