import { Skeleton, Stack, Text } from '@mantine/core';
import type { KeyResult } from '@rumo/shared/objectives/contracts';
import { useState } from 'react';
import { ListPagination } from '../../../../components/okr/list-pagination';
import { QueryError } from '../../../../components/query-error';
import { COMMENTS_PAGE_SIZE, useAddComment, useComments } from '../../api/use-comments';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';

/** The conversation on one key result, newest first, with a box to join it. */
export function KeyResultComments({ keyResult }: { keyResult: KeyResult }) {
  const [page, setPage] = useState(1);
  const target = { kind: 'key-results', id: keyResult.id } as const;
  const comments = useComments(target, page);
  const add = useAddComment(target);

  let list: React.ReactNode;
  if (comments.isError) {
    list = <QueryError error={comments.error} onRetry={() => comments.refetch()} />;
  } else if (!comments.data) {
    list = (
      <Stack gap="xs" aria-busy="true" aria-label="Carregando comentários">
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  } else if (comments.data.total === 0) {
    list = (
      <Text size="sm" c="dimmed">
        Nenhum comentário ainda. Pergunte, combine próximos passos ou celebre um avanço.
      </Text>
    );
  } else {
    list = (
      <Stack gap="sm">
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {comments.data.data.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} />
            </li>
          ))}
        </Stack>
        <ListPagination
          page={page}
          limit={COMMENTS_PAGE_SIZE}
          total={comments.data.total}
          onChange={setPage}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <CommentComposer
        label={`Comentar em "${keyResult.title}"`}
        onSubmit={async (body) => {
          await add.mutateAsync({ body });
          setPage(1);
        }}
      />
      {list}
    </Stack>
  );
}
