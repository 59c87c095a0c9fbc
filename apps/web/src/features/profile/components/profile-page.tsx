import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
// biome-ignore lint/style/noRestrictedImports: Meu Perfil shows privacy's data download card (known exception, docs/decisions/0006-import-rules.md)
import { MyDataCard } from '../../privacy/components/my-data-card';
import { AvatarCard } from './avatar-card';
import { NotificationsCard } from './notifications-card';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

export function ProfilePage() {
  return (
    <>
      <PageHeader
        title="Meu Perfil"
        description="Seus dados, sua foto, sua senha de acesso e os e-mails que você recebe."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AvatarCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ProfileForm />
            <PasswordForm />
            <NotificationsCard />
            <MyDataCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
