import {
  Badge,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { staffRoleLabels } from '@rumo/shared/backoffice/auth';
import { IconArrowRight, IconCircleCheck, IconCircleMinus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { backofficePath } from '../backoffice-routes';
import { DashboardFigures } from '../dashboard/dashboard-figures';
import {
  dashboardShortcuts,
  firstWord,
  greeting,
  permissionAreas,
  roleActions,
} from '../dashboard/dashboard-model';
import { useRegisteredBackofficePages } from '../registered-pages';
import { useBackofficeSession } from '../session/backoffice-session-store';
import classes from './backoffice-dashboard-page.module.css';

/** The backoffice home: a greeting, the sections this person may open and what they may do. */
export default function BackofficeDashboardPage() {
  const { user } = useBackofficeSession();
  const registered = useRegisteredBackofficePages();
  if (!user) return null;
  const shortcuts = dashboardShortcuts(user, registered);
  const areas = permissionAreas(user);
  const actions = roleActions(user).filter((item) => item.allowed);
  const name = firstWord(user.name);

  return (
    <Stack gap="xl">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {greeting()}
          {name ? `, ${name}` : ''}!
        </Title>
        <Text c="dimmed" mt={4}>
          Você está no backoffice do Rumo como{' '}
          <Text span fw={600} c="var(--mantine-color-text)">
            {staffRoleLabels[user.role]}
          </Text>
          .
        </Text>
      </div>

      <DashboardFigures user={user} />

      {shortcuts.length > 0 && (
        <section aria-labelledby="backoffice-shortcuts">
          <Title order={2} fz="lg" mb="sm" id="backoffice-shortcuts">
            Atalhos
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {shortcuts.map((page) => {
              const PageIcon = page.icon;
              return (
                <UnstyledButton
                  key={page.name}
                  component={Link}
                  to={backofficePath(page.name)}
                  className={classes.shortcut}
                >
                  <Group gap="md" wrap="nowrap" align="flex-start">
                    <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
                      <PageIcon size={21} />
                    </ThemeIcon>
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600}>{page.title}</Text>
                      <Text size="sm" c="dimmed">
                        {page.description}
                      </Text>
                    </div>
                    <IconArrowRight size={18} aria-hidden="true" />
                  </Group>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </section>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby="backoffice-access"
        >
          <Title order={2} fz="lg" id="backoffice-access">
            Seu acesso
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            As áreas do backoffice que suas permissões abrem. Um administrador pode mudá-las em
            Usuários do Sistema.
          </Text>
          <Stack gap="sm">
            {areas.map((area) => (
              <Group key={area.permission} gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon
                  variant="light"
                  color={area.granted ? 'teal' : 'gray'}
                  size={28}
                  radius="xl"
                  aria-hidden="true"
                >
                  {area.granted ? <IconCircleCheck size={17} /> : <IconCircleMinus size={17} />}
                </ThemeIcon>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {area.label}
                    </Text>
                    <Badge
                      size="sm"
                      variant="light"
                      color={area.granted ? 'teal' : 'gray'}
                      data-testid={`permission-${area.permission}`}
                    >
                      {area.granted ? 'Liberado' : 'Sem acesso'}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {area.description}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </Card>

        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby="backoffice-role"
        >
          <Title order={2} fz="lg" id="backoffice-role">
            Ações do perfil {staffRoleLabels[user.role]}
          </Title>
          {actions.length > 0 ? (
            <>
              <Text size="sm" c="dimmed" mb="md">
                Além das áreas liberadas, seu perfil pode:
              </Text>
              <List spacing="xs" size="sm" icon={<IconCircleCheck size={17} aria-hidden="true" />}>
                {actions.map((item) => (
                  <List.Item key={item.action}>{item.label}</List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text size="sm" c="dimmed" mt="xs">
              Seu perfil consulta as áreas liberadas; criar, excluir e sincronizar com a Efí Pay
              ficam com gerentes e administradores.
            </Text>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
