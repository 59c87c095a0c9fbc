import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import { ObjectiveForm } from './objective-form';

interface ObjectiveFormDrawerProps {
  opened: boolean;
  onClose: () => void;
  objective?: ObjectiveDetail;
  defaultCycleId: string | null;
  onSaved?: (objective: ObjectiveDetail) => void;
}

/** 'Novo objetivo' / 'Editar objetivo' in a side drawer (full screen on phones). */
export function ObjectiveFormDrawer({
  opened,
  onClose,
  objective,
  defaultCycleId,
  onSaved,
}: ObjectiveFormDrawerProps) {
  const isSmall = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isSmall ? '100%' : 'lg'}
      title={objective ? 'Editar objetivo' : 'Novo objetivo'}
    >
      {opened && (
        <ObjectiveForm
          objective={objective}
          defaultCycleId={defaultCycleId}
          onCancel={onClose}
          onSaved={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
        />
      )}
    </Drawer>
  );
}
