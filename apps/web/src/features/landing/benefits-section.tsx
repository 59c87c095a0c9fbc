import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconChartLine,
  IconHierarchy2,
  IconMessageCheck,
  IconUsersGroup,
} from '@tabler/icons-react';
import classes from './landing.module.css';

const BENEFITS = [
  {
    icon: IconHierarchy2,
    title: 'Alinhamento de ponta a ponta',
    text: 'Objetivos da empresa, dos times e de cada pessoa conectados. Todos sabem como o seu trabalho contribui.',
  },
  {
    icon: IconMessageCheck,
    title: 'Check-ins em 2 minutos',
    text: 'Atualize o progresso e a confiança de cada resultado-chave toda semana, com comentários e histórico.',
  },
  {
    icon: IconChartLine,
    title: 'Evolução à vista',
    text: 'Gráficos comparam o progresso real com a linha ideal do ciclo, para agir antes que seja tarde.',
  },
  {
    icon: IconAlertTriangle,
    title: 'Riscos em destaque',
    text: 'O painel mostra o que está fora do ritmo e quem ainda não fez check-in, sem caçar informação.',
  },
  {
    icon: IconCalendarEvent,
    title: 'Planejamento por ciclos',
    text: 'Organize trimestres ou semestres, reaproveite objetivos e feche cada ciclo com aprendizados.',
  },
  {
    icon: IconUsersGroup,
    title: 'Feito para times',
    text: 'Papéis de administrador e colaborador, times organizados e cada empresa com seus dados isolados.',
  },
];

export function BenefitsSection() {
  return (
    <section id="beneficios" className={`${classes.section} ${classes.sectionAlt}`}>
      <Container size="lg">
        <Stack align="center" ta="center" gap="xs" mb={48}>
          <Text className={classes.eyebrow}>Benefícios</Text>
          <Title order={2} fz={{ base: 28, sm: 36 }}>
            Tudo o que sua gestão por OKRs precisa
          </Title>
          <Text c="dimmed" size="lg" maw={620}>
            Menos planilhas e reuniões de status. Mais foco no que move o resultado.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <Card key={title} withBorder padding="xl" className={classes.benefit}>
              <ThemeIcon size={46} radius="md" variant="light" mb="md">
                <Icon size={24} />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={8}>
                {title}
              </Title>
              <Text c="dimmed" size="sm" lh={1.6}>
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
