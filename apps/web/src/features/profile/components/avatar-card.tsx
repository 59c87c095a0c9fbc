import { Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { AVATAR_MIME_TYPES } from '@rumo/shared/auth/contracts';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { UserAvatar } from '../../../components/user-avatar';
import { errorMessage } from '../../../lib/api-error';
import { displayEmail, displayName, useSession } from '../../../lib/session-store';
import { showToast } from '../../../lib/toasts';
import { useUploadAvatar } from '../api/upload-avatar';
import { validateAvatarFile } from './avatar-file';

/** Hook for a blob preview URL that is released when the file changes or the page closes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function AvatarCard() {
  const { user } = useSession();
  const upload = useUploadAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const previewUrl = usePreviewUrl(file);
  // Clearing the input lets the same file be picked again after a cancel or an error.
  const resetRef = useRef<() => void>(null);

  const choose = (picked: File | null) => {
    upload.reset();
    resetRef.current?.();
    if (!picked) return;
    const problem = validateAvatarFile(picked);
    setFileError(problem);
    setFile(problem ? null : picked);
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        showToast({
          severity: 'success',
          summary: 'Foto atualizada',
          detail: 'Sua nova foto já aparece no Rumo.',
        });
      },
    });
  };

  const error = fileError ?? (upload.isError ? errorMessage(upload.error) : null);

  return (
    <Card withBorder padding="xl">
      <Stack align="center" ta="center" gap="sm">
        <UserAvatar avatar={previewUrl ?? user.avatar} name={displayName(user)} size={112} />
        <div>
          <Title order={2} fz="lg">
            {displayName(user)}
          </Title>
          <Text c="dimmed" size="sm">
            {displayEmail(user)}
          </Text>
        </div>
        <Text size="xs" c="dimmed">
          PNG, JPEG ou WebP, até 2 MB.
        </Text>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="center" gap="xs">
          <FileButton
            onChange={choose}
            resetRef={resetRef}
            accept={AVATAR_MIME_TYPES.join(',')}
            inputProps={{ 'aria-label': 'Foto de perfil' }}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhoto size={17} />}>
                Escolher foto
              </Button>
            )}
          </FileButton>
          {file && (
            <Button
              leftSection={<IconUpload size={17} />}
              loading={upload.isPending}
              onClick={send}
            >
              Enviar foto
            </Button>
          )}
        </Group>
        {file && !upload.isPending && (
          <Button variant="subtle" size="xs" color="gray" onClick={() => setFile(null)}>
            Cancelar
          </Button>
        )}
      </Stack>
    </Card>
  );
}
