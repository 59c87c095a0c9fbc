import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { KeyResult } from '@rumo/shared/objectives/contracts';
import { KeyResultForm } from './key-result-form';

interface KeyResultFormModalProps {
  opened: boolean;
  onClose: () => void;
  objectiveId: string;
  keyResult?: KeyResult;
  defaultOwner: { id: string; name: string };
}

export function KeyResultFormModal({
  opened,
  onClose,
  objectiveId,
  keyResult,
  defaultOwner,
}: KeyResultFormModalProps) {
  const isSmall = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={keyResult ? 'Editar resultado-chave' : 'Novo resultado-chave'}
      size="lg"
      fullScreen={isSmall}
      centered
    >
      {opened && (
        <KeyResultForm
          key={keyResult?.id ?? 'new'}
          objectiveId={objectiveId}
          keyResult={keyResult}
          defaultOwner={defaultOwner}
          onCancel={onClose}
          onSaved={onClose}
        />
      )}
    </Modal>
  );
}
