import { Button, Group, Text } from '@mantine/core';
import {
  COMMENT_MAX_LENGTH,
  type Comment,
  commentBodySchema,
} from '@rumo/shared/comments/contracts';
import type { NamedRef } from '@rumo/shared/common/fields';
import { useId, useState } from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { fromWireBody, toWireBody } from './mention-model';
import { MentionTextarea } from './mention-textarea';

interface CommentComposerProps {
  /** Accessible name of the text box, e.g. "Comentar no objetivo". */
  label: string;
  /** The comment being edited; absent for a new one. */
  editing?: Comment;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * Writes or edits a comment. The text stays when sending fails, so nothing typed is lost;
 * the counter shows near the limit.
 */
export function CommentComposer({ label, editing, onSubmit, onCancel }: CommentComposerProps) {
  const [text, setText] = useState(() =>
    editing ? fromWireBody(editing.body, editing.mentions) : '',
  );
  const [picked, setPicked] = useState<NamedRef[]>(() => editing?.mentions ?? []);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const hintId = useId();

  const submit = async () => {
    if (sending) return;
    const parsed = commentBodySchema.safeParse(toWireBody(text, picked));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Comentário inválido.');
      return;
    }
    setSending(true);
    try {
      await onSubmit(parsed.data);
      setError(null);
      if (!editing) {
        setText('');
        setPicked([]);
      }
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  const nearLimit = text.length > COMMENT_MAX_LENGTH * 0.9;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <MentionTextarea
        aria-label={label}
        aria-describedby={hintId}
        placeholder="Escreva um comentário. Use @ para mencionar alguém."
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        onMention={(person) => setPicked((current) => [...current, person])}
        onSubmitShortcut={() => void submit()}
        error={error}
      />
      <Group justify="space-between" mt="xs" gap="xs" wrap="wrap">
        <Text id={hintId} size="xs" c={nearLimit ? undefined : 'dimmed'}>
          {nearLimit ? `${text.length} de ${COMMENT_MAX_LENGTH} caracteres` : 'Ctrl+Enter envia.'}
        </Text>
        <Group gap="xs">
          {onCancel && (
            <Button variant="default" size="xs" onClick={onCancel} disabled={sending}>
              Cancelar
            </Button>
          )}
          <Button type="submit" size="xs" loading={sending}>
            {editing ? 'Salvar' : 'Comentar'}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
