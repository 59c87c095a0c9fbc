import { Box, Group, Text } from '@mantine/core';
import type { Comment } from '@rumo/shared/comments/contracts';
import { useState } from 'react';
import { UserAvatar } from '../../../../components/user-avatar';
import { formatDate } from '../../../../lib/dates';
import { useEditComment } from '../../api/use-comments';
import { CommentActions } from './comment-actions';
import { CommentComposer } from './comment-composer';
import { CommentText } from './comment-text';

const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

export const commentWhen = (instant: string) =>
  `${formatDate(instant)} às ${timeFormat.format(new Date(instant))}`;

/** The comment's text, or the box to edit it; "editado" tells a changed comment apart. */
export function CommentBody({ comment }: { comment: Comment }) {
  const [editing, setEditing] = useState(false);
  const edit = useEditComment();
  if (editing) {
    return (
      <CommentComposer
        label="Editar comentário"
        editing={comment}
        onSubmit={async (body) => {
          await edit.mutateAsync({ id: comment.id, body });
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" justify="space-between">
      <Box miw={0} style={{ flex: 1 }}>
        <CommentText comment={comment} />
        {comment.editedAt && (
          <Text size="xs" c="dimmed" mt={2}>
            (editado)
          </Text>
        )}
      </Box>
      <CommentActions comment={comment} onEdit={() => setEditing(true)} />
    </Group>
  );
}

/** A comment in a list: who, when, and the text. */
export function CommentItem({ comment }: { comment: Comment }) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <UserAvatar avatar={comment.author.avatar} name={comment.author.name} size={28} />
      <Box miw={0} style={{ flex: 1 }}>
        <Text size="sm">
          <Text span fw={600} inherit>
            {comment.author.name}
          </Text>
          <Text span c="dimmed" size="xs">
            {` · ${commentWhen(comment.createdAt)}`}
          </Text>
        </Text>
        <CommentBody comment={comment} />
      </Box>
    </Group>
  );
}
