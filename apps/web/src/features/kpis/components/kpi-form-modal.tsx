import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Kpi } from '@rumo/shared/kpis/contracts';
import { KpiForm } from './kpi-form';

interface KpiFormModalProps {
  opened: boolean;
  onClose: () => void;
  kpi?: Kpi;
  defaultTeamId?: string | null;
  onSaved?: (kpi: Kpi) => void;
}

/** 'Novo indicador' / 'Editar indicador' (full screen on phones). */
export function KpiFormModal({ opened, onClose, kpi, defaultTeamId, onSaved }: KpiFormModalProps) {
  const isSmall = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={kpi ? 'Editar indicador' : 'Novo indicador'}
      fullScreen={isSmall}
      size="lg"
      centered
    >
      {opened && (
        <KpiForm
          kpi={kpi}
          defaultTeamId={defaultTeamId}
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
