import { Button, Group } from '@mantine/core';
import type { ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import { useRef } from 'react';
import { useApprovalRequired, useSubmitForApproval } from '../api/use-approval';
import { useActor } from '../hooks/use-actor';

type Intent = 'draft' | 'submit';

/**
 * The objective form when the company requires approval and the user is not an admin: a new
 * objective (or a draft) is saved as a draft, and "Enviar para aprovação" also submits it.
 */
export function useFormApproval(objective: ObjectiveDetail | undefined) {
  const actor = useActor();
  const required = useApprovalRequired();
  const submit = useSubmitForApproval();
  const intent = useRef<Intent>('draft');
  const viaApproval =
    required && actor.role !== 'admin' && (!objective || objective.status === 'draft');

  return {
    viaApproval,
    /** With approval, what is saved stays a draft. */
    prepare<V extends { status: 'draft' | 'active' }>(values: V): V {
      return viaApproval ? { ...values, status: 'draft' } : values;
    },
    /** Submits the saved draft when asked to; answers the toast to show. */
    async afterSave(saved: ObjectiveDetail, fallback: string) {
      if (!viaApproval || intent.current !== 'submit') return { saved, summary: fallback };
      const sent = await submit.mutateAsync(saved.id);
      return { saved: sent, summary: 'Objetivo enviado para aprovação.' };
    },
    /** "Cancelar", "Salvar rascunho" and "Enviar para aprovação" (both submit the form). */
    actions(onCancel: () => void, loading: boolean) {
      return (
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="default"
            loading={loading && intent.current === 'draft'}
            onClick={() => {
              intent.current = 'draft';
            }}
          >
            Salvar rascunho
          </Button>
          <Button
            type="submit"
            loading={(loading || submit.isPending) && intent.current === 'submit'}
            onClick={() => {
              intent.current = 'submit';
            }}
          >
            Enviar para aprovação
          </Button>
        </Group>
      );
    },
  };
}
