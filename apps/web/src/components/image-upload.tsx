import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { AVATAR_MIME_TYPES } from '@rumo/shared/auth/contracts';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../lib/api-error';
import { validateImageFile } from '../lib/image-file';
import { showToast, type ToastMessage } from '../lib/toasts';

/** The slice of a TanStack mutation that sends the picked file. */
interface UploadMutation {
  mutate: (file: File, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

interface ImageUploadProps {
  upload: UploadMutation;
  /** Draws the current image, or the picked file's preview when there is one. */
  renderPreview: (previewUrl: string | null) => ReactNode;
  inputLabel: string;
  chooseLabel: string;
  sendLabel: string;
  successToast: ToastMessage;
  /** Shown beside the choose button while no file is picked (e.g. remove the current image). */
  idleAction?: ReactNode;
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

/** Image with preview: pick, check against the API's rules, send or cancel. */
export function ImageUpload({
  upload,
  renderPreview,
  inputLabel,
  chooseLabel,
  sendLabel,
  successToast,
  idleAction,
}: ImageUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const previewUrl = usePreviewUrl(file);
  // Clearing the input lets the same file be picked again after a cancel or an error.
  const resetRef = useRef<() => void>(null);

  const choose = (picked: File | null) => {
    upload.reset();
    resetRef.current?.();
    if (!picked) return;
    const problem = validateImageFile(picked);
    setFileError(problem);
    setFile(problem ? null : picked);
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        showToast(successToast);
      },
    });
  };

  const error = fileError ?? (upload.error ? errorMessage(upload.error) : null);

  return (
    <Stack align="center" ta="center" gap="sm">
      {renderPreview(previewUrl)}
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
          inputProps={{ 'aria-label': inputLabel }}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPhoto size={17} />}>
              {chooseLabel}
            </Button>
          )}
        </FileButton>
        {file && (
          <Button leftSection={<IconUpload size={17} />} loading={upload.isPending} onClick={send}>
            {sendLabel}
          </Button>
        )}
        {!file && idleAction}
      </Group>
      {file && !upload.isPending && (
        <Button variant="subtle" size="xs" color="gray" onClick={() => setFile(null)}>
          Cancelar
        </Button>
      )}
    </Stack>
  );
}
