import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { BenefitsSection } from '../benefits-section';
import { HeroSection } from '../hero-section';
import { HowItWorksSection } from '../how-it-works-section';
import classes from '../landing.module.css';

function CallToAction() {
  return (
    <section className={classes.section}>
      <Container size="lg">
        <div className={classes.cta}>
          <Title order={2} fz={{ base: 26, sm: 34 }} c="white">
            Pronto para dar rumo aos seus objetivos?
          </Title>
          <Text size="lg" mt="sm" mb="xl" opacity={0.9}>
            Comece hoje e faça o primeiro check-in do time ainda nesta semana.
          </Text>
          <Group justify="center" gap="sm">
            <Button component={Link} to={paths.register} size="lg" variant="white" color="dark">
              Criar conta
            </Button>
            <Button
              component={Link}
              to={paths.plans}
              size="lg"
              variant="outline"
              color="white"
              styles={{ root: { borderColor: 'rgba(255,255,255,0.7)' } }}
            >
              Conhecer os planos
            </Button>
          </Group>
        </div>
      </Container>
    </section>
  );
}

export default function LandingPage() {
  return (
    <>
      <HeroSection />
      <BenefitsSection />
      <HowItWorksSection />
      <CallToAction />
    </>
  );
}
