import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Progress,
  RingProgress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCircleCheckFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import classes from './landing.module.css';

const SAMPLE_KEY_RESULTS = [
  { title: 'Aumentar o NPS de 42 para 60', progress: 72, color: 'teal', status: 'No ritmo' },
  { title: 'Reduzir o churn mensal para 1,5%', progress: 48, color: 'yellow', status: 'Atenção' },
  {
    title: 'Lançar o app móvel para 100% dos clientes',
    progress: 85,
    color: 'teal',
    status: 'No ritmo',
  },
];

/** A product glimpse built from real components, so it follows the theme and dark mode. */
function ProductPreview() {
  return (
    <Card className={classes.preview} padding="lg" radius="lg" aria-hidden="true">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Objetivo da empresa · T3
          </Text>
          <Text fw={700} size="lg">
            Encantar nossos clientes
          </Text>
        </div>
        <RingProgress
          size={76}
          thickness={8}
          roundCaps
          sections={[{ value: 68, color: 'var(--mantine-primary-color-filled)' }]}
          label={
            <Text ta="center" fw={800} size="sm">
              68%
            </Text>
          }
        />
      </Group>
      <Stack gap="md">
        {SAMPLE_KEY_RESULTS.map((kr) => (
          <div key={kr.title}>
            <Group justify="space-between" mb={6} wrap="nowrap" gap="xs">
              <Text size="sm" fw={500} truncate>
                {kr.title}
              </Text>
              <Badge size="sm" variant="light" color={kr.color}>
                {kr.status}
              </Badge>
            </Group>
            <Progress value={kr.progress} color={kr.color} size="md" radius="xl" />
          </div>
        ))}
      </Stack>
      <Group mt="lg" gap="xs" c="dimmed">
        <IconCircleCheckFilled size={16} color="var(--mantine-color-teal-6)" />
        <Text size="xs">12 de 14 pessoas fizeram check-in nesta semana</Text>
      </Group>
    </Card>
  );
}

export function HeroSection() {
  return (
    <section className={classes.hero}>
      <Container size="lg">
        <div className={classes.heroGrid}>
          <Stack gap="lg">
            <Badge variant="light" size="lg" radius="xl" w="fit-content">
              OKRs sem planilhas
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              Dê <span className={classes.highlight}>rumo</span> aos objetivos da sua empresa.
            </Title>
            <Text size="xl" c="dimmed" maw={540}>
              O Rumo conecta a estratégia ao trabalho de cada semana: objetivos e resultados-chave
              alinhados, check-ins rápidos e a evolução de tudo em um só lugar.
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={paths.register}
                size="lg"
                rightSection={<IconArrowRight size={18} />}
              >
                Criar conta grátis
              </Button>
              <Button component={Link} to={paths.plans} size="lg" variant="default">
                Ver planos
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              Sem cartão de crédito para começar · Em português · Suporte brasileiro
            </Text>
          </Stack>
          <Box>
            <ProductPreview />
          </Box>
        </div>
      </Container>
    </section>
  );
}
