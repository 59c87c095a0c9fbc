import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Team } from '@rumo/shared/teams/contracts';
import { TeamForm } from './team-form';

interface TeamFormModalProps {
  opened: boolean;
  onClose: () => void;
  team?: Team;
  onSaved?: (team: Team) => void;
}

/** 'Novo time' / 'Editar time' (full screen on phones). */
export function TeamFormModal({ opened, onClose, team, onSaved }: TeamFormModalProps) {
  const isSmall = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={team ? 'Editar time' : 'Novo time'}
      fullScreen={isSmall}
      centered
    >
      {opened && (
        <TeamForm
          team={team}
          onCancel={onClose}
          onSaved={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
