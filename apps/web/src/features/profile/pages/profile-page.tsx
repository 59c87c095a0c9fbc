import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
// biome-ignore lint/style/noRestrictedImports: Meu Perfil shows the person's connected assistants (issue 26, same exception as the data card)
import { MyConnectedAppsSection } from '../../integrations/oauth/connected-apps-section';
// biome-ignore lint/style/noRestrictedImports: Meu Perfil shows privacy's data download card (known exception, docs/decisions/0006-import-rules.md)
import { MyDataCard } from '../../privacy/components/my-data-card';
// biome-ignore lint/style/noRestrictedImports: Meu Perfil shows the WhatsApp link card (issue 26, same exception as the data card)
import { WhatsappCard } from '../../whatsapp/components/whatsapp-card';
import { AvatarCard } from '../components/avatar-card';
import { NotificationsCard } from '../components/notifications-card';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

export default function ProfilePage() {
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
            <WhatsappCard />
            <MyDataCard />
            <MyConnectedAppsSection />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
