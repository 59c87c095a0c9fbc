import { Button, Card, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@rumo/shared/auth/contracts';
import { authMessages } from '@rumo/shared/auth/messages';
import type { CompanySettings } from '@rumo/shared/settings/contracts';
import { IconBuilding, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { resolveStaticUrl } from '../../../lib/static-url';
import { showToast } from '../../../lib/toasts';
import { useRemoveLogo, useUploadLogo } from '../api/use-logo';

/** The API's logo rules (same as the avatar's), checked before sending. */
export function validateLogoFile(file: File): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) {
    return authMessages.avatarInvalidType;
  }
  if (file.size > AVATAR_MAX_BYTES) return authMessages.avatarTooLarge;
  return null;
}

/** A blob URL for the picked file, released when it changes or the page closes. */
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

/** Logo with preview: pick, check, send; or remove the current one. */
export function LogoCard({ settings }: { settings: CompanySettings }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const previewUrl = usePreviewUrl(file);
  // Clearing the input lets the same file be picked again after a cancel.
  const resetRef = useRef<() => void>(null);
  const shown = previewUrl ?? resolveStaticUrl(settings.logo);

  const choose = (picked: File | null) => {
    resetRef.current?.();
    if (!picked) return;
    const problem = validateLogoFile(picked);
    setFileError(problem);
    setFile(problem ? null : picked);
  };

  const send = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      setFile(null);
      showToast({ severity: 'success', summary: 'Logotipo atualizado.' });
    } catch (error) {
      setFileError(errorMessage(error));
    }
  };

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Remover logotipo',
      centered: true,
      children: (
        <Text size="sm">Remover o logotipo da empresa? Você pode enviar outro depois.</Text>
      ),
      labels: { confirm: 'Remover', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync();
          showToast({ severity: 'success', summary: 'Logotipo removido.' });
        } catch (error) {
          showToast({
            severity: 'error',
            summary: 'Não foi possível remover',
            detail: errorMessage(error),
          });
        }
      },
    });

  return (
    <Card withBorder padding="xl" radius="md">
      <Title order={2} fz="lg" mb="lg">
        Logotipo
      </Title>
      <Stack align="center" ta="center" gap="sm">
        <Card
          withBorder
          radius="md"
          w="100%"
          h={140}
          p="md"
          bg="var(--mantine-color-default-hover)"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          {shown ? (
            <Image
              src={shown}
              alt={file ? 'Pré-visualização do novo logotipo' : 'Logotipo da empresa'}
              mah={108}
              maw="100%"
              w="auto"
              fit="contain"
            />
          ) : (
            <Stack align="center" gap={4} c="dimmed">
              <IconBuilding size={36} aria-hidden />
              <Text size="sm">Sem logotipo</Text>
            </Stack>
          )}
        </Card>
        <Text size="xs" c="dimmed">
          PNG, JPEG ou WebP, até 2 MB.
        </Text>
        {fileError && (
          <Text c="red" size="sm" role="alert">
            {fileError}
          </Text>
        )}
        <Group justify="center" gap="xs">
          <FileButton
            onChange={choose}
            resetRef={resetRef}
            accept={AVATAR_MIME_TYPES.join(',')}
            inputProps={{ 'aria-label': 'Arquivo do logotipo' }}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhoto size={17} />}>
                {settings.logo ? 'Trocar logotipo' : 'Escolher logotipo'}
              </Button>
            )}
          </FileButton>
          {file && (
            <Button
              leftSection={<IconUpload size={17} />}
              loading={upload.isPending}
              onClick={send}
            >
              Enviar logotipo
            </Button>
          )}
          {!file && settings.logo && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={17} />}
              loading={remove.isPending}
              onClick={confirmRemove}
            >
              Remover logotipo
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
