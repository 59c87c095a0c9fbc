import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CheckIn } from '@rumo/shared/check-ins/contracts';
import { useRef } from 'react';
import { CheckInForm } from './check-in-form';
import type { CheckInKeyResult } from './check-in-model';

export type { CheckInKeyResult } from './check-in-model';

export interface CheckInDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The key result to check in on; the dialog renders nothing without one. */
  keyResult: CheckInKeyResult | null;
  /** Edit mode: PUT /api/check-ins/:id with this check-in's values as the starting point. */
  checkIn?: Pick<CheckIn, 'id' | 'value' | 'confidence' | 'comment' | 'date'>;
  /** Called after a successful save, before the dialog closes. */
  onSaved?: (checkIn: CheckIn) => void;
}

/**
 * Records (or edits) one check-in: value, confidence, comment and date, previewing the progress
 * the new value gives. Saving invalidates the queries that show progress, then closes.
 */
export function CheckInDialog({
  opened,
  onClose,
  keyResult,
  checkIn,
  onSaved,
}: CheckInDialogProps) {
  const isSmall = useMediaQuery('(max-width: 36em)');
  // Keep showing the last key result while the modal fades out after the parent clears it.
  const lastKeyResult = useRef(keyResult);
  if (keyResult) lastKeyResult.current = keyResult;
  const shown = keyResult ?? lastKeyResult.current;
  return (
    <Modal
      opened={opened && keyResult !== null}
      onClose={onClose}
      title={checkIn ? 'Editar check-in' : 'Check-in'}
      size="lg"
      fullScreen={isSmall}
      centered
    >
      {shown && (
        <CheckInForm
          // A new key result (or check-in) starts a fresh form.
          key={`${shown.id}:${checkIn?.id ?? 'new'}`}
          keyResult={shown}
          checkIn={checkIn}
          onSaved={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
          secondaryActions={
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
          }
        />
      )}
    </Modal>
  );
}
