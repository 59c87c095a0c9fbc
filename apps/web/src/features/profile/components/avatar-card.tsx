import { Card, Text, Title } from '@mantine/core';
import { ImageUpload } from '../../../components/image-upload';
import { UserAvatar } from '../../../components/user-avatar';
import { displayEmail, displayName, useSession } from '../../../lib/session-store';
import { useUploadAvatar } from '../api/upload-avatar';

export function AvatarCard() {
  const { user } = useSession();
  const upload = useUploadAvatar();

  return (
    <Card withBorder padding="xl">
      <ImageUpload
        upload={upload}
        inputLabel="Foto de perfil"
        chooseLabel="Escolher foto"
        sendLabel="Enviar foto"
        successToast={{
          severity: 'success',
          summary: 'Foto atualizada',
          detail: 'Sua nova foto já aparece no Rumo.',
        }}
        renderPreview={(previewUrl) => (
          <>
            <UserAvatar avatar={previewUrl ?? user.avatar} name={displayName(user)} size={112} />
            <div>
              <Title order={2} fz="lg">
                {displayName(user)}
              </Title>
              <Text c="dimmed" size="sm">
                {displayEmail(user)}
              </Text>
            </div>
          </>
        )}
      />
    </Card>
  );
}
