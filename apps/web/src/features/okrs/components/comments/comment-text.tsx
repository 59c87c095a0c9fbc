import { Text } from '@mantine/core';
import type { Comment } from '@rumo/shared/comments/contracts';
import { bodyParts } from './mention-model';

/** A comment's text with its line breaks, mentions shown as a highlighted "@Name". */
export function CommentText({ comment }: { comment: Pick<Comment, 'body' | 'mentions'> }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {bodyParts(comment.body, comment.mentions).map((part) =>
        part.kind === 'text' ? (
          <span key={part.offset}>{part.text}</span>
        ) : (
          <Text
            key={part.offset}
            span
            inherit
            fw={600}
            px={2}
            c="var(--mantine-primary-color-light-color)"
            bg="var(--mantine-primary-color-light)"
            style={{ borderRadius: 4 }}
          >
            @{part.name}
          </Text>
        ),
      )}
    </Text>
  );
}
