import { ActionIcon, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Comment } from '@rumo/shared/comments/contracts';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { errorMessage } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toasts';
import { useDeleteComment } from '../../api/use-comments';
import { useActor } from '../../hooks/use-actor';

/** Edit (the author) and delete (the author or an admin, after confirming) of one comment. */
export function CommentActions({ comment, onEdit }: { comment: Comment; onEdit: () => void }) {
  const actor = useActor();
  const remove = useDeleteComment();
  const own = comment.author.id === actor.id;
  if (!own && actor.role !== 'admin') return null;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Excluir comentário',
      centered: true,
      children: (
        <Text size="sm">
          {own
            ? 'O comentário sai da atividade do objetivo. Esta ação não pode ser desfeita.'
            : `O comentário de ${comment.author.name} sai da atividade do objetivo. Esta ação não pode ser desfeita.`}
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(comment.id);
          showToast({ severity: 'success', summary: 'Comentário excluído.' });
        } catch (error) {
          showToast({
            severity: 'error',
            summary: 'Não foi possível excluir',
            detail: errorMessage(error),
          });
        }
      },
    });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Ações do comentário de ${comment.author.name}`}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {own && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
            Editar comentário
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
          Excluir comentário
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
