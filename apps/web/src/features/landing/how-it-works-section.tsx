import { Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import classes from './landing.module.css';

const STEPS = [
  {
    title: 'Cadastre sua empresa',
    text: 'Crie a conta em poucos minutos e convide as pessoas que fazem parte de cada time.',
  },
  {
    title: 'Defina os OKRs do ciclo',
    text: 'Escreva os objetivos, escolha resultados-chave mensuráveis e alinhe-os aos da empresa.',
  },
  {
    title: 'Faça check-ins semanais',
    text: 'Cada responsável atualiza o progresso e a confiança; o Rumo lembra quem esqueceu.',
  },
  {
    title: 'Acompanhe e ajuste',
    text: 'Veja a evolução, identifique riscos cedo e ajuste o plano com base em dados.',
  },
];

export function HowItWorksSection() {
  return (
    <section id="como-funciona" className={classes.section}>
      <Container size="lg">
        <Stack gap="xs" mb={48} maw={640}>
          <Text className={classes.eyebrow}>Como funciona</Text>
          <Title order={2} fz={{ base: 28, sm: 36 }}>
            Do planejamento ao resultado em quatro passos
          </Title>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={40}>
          {STEPS.map((step, index) => (
            <Stack key={step.title} gap="sm">
              <Group>
                <span className={classes.stepNumber}>{index + 1}</span>
              </Group>
              <Title order={3} fz="lg">
                {step.title}
              </Title>
              <Text c="dimmed" size="sm" lh={1.6}>
                {step.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
