import { Button, Card, Image, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CompanySettings } from '@rumo/shared/settings/contracts';
import { IconBuilding, IconTrash } from '@tabler/icons-react';
import { ImageUpload } from '../../../components/image-upload';
import { errorMessage } from '../../../lib/api-error';
import { resolveStaticUrl } from '../../../lib/static-url';
import { showToast } from '../../../lib/toasts';
import { useRemoveLogo, useUploadLogo } from '../api/use-logo';

/** Logo with preview: pick, check, send; or remove the current one. */
export function LogoCard({ settings }: { settings: CompanySettings }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();

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

  const renderPreview = (previewUrl: string | null) => {
    const shown = previewUrl ?? resolveStaticUrl(settings.logo);
    return (
      <Card
        withBorder
        radius="md"
        w="100%"
        h={140}
        p="md"
        bg="var(--app-ground)"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        {shown ? (
          <Image
            src={shown}
            alt={previewUrl ? 'Pré-visualização do novo logotipo' : 'Logotipo da empresa'}
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
    );
  };

  return (
    <Card withBorder padding="xl" radius="md">
      <Title order={2} fz="lg" mb="lg">
        Logotipo
      </Title>
      <ImageUpload
        upload={upload}
        inputLabel="Arquivo do logotipo"
        chooseLabel={settings.logo ? 'Trocar logotipo' : 'Escolher logotipo'}
        sendLabel="Enviar logotipo"
        successToast={{ severity: 'success', summary: 'Logotipo atualizado.' }}
        renderPreview={renderPreview}
        idleAction={
          settings.logo && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={17} />}
              loading={remove.isPending}
              onClick={confirmRemove}
            >
              Remover logotipo
            </Button>
          )
        }
      />
    </Card>
  );
}
