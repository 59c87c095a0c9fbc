import { Alert, Anchor, Card, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import classes from './checkout.module.css';

/** One of the checkout form's sections (a fieldset named by its heading). */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      className={classes.section}
      component="fieldset"
      aria-labelledby={id}
      style={{ margin: 0, minWidth: 0 }}
    >
      <Title order={2} fz={18} mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

export type PayAlert = {
  message: string;
  kind: 'refused' | 'cardInvalid' | 'emailTaken' | 'failed';
};

/** Why the purchase did not go through, with what to do next. */
export function PayAlertView({ alert, checkoutUrl }: { alert: PayAlert; checkoutUrl: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={alert.kind === 'refused' ? 'Pagamento não aprovado' : 'Não foi possível assinar'}
    >
      {alert.message}
      {alert.kind === 'refused' && (
        <Text size="sm" mt={6}>
          Digite o CVV novamente ou use outro cartão. Nenhum valor foi cobrado.
        </Text>
      )}
      {alert.kind === 'emailTaken' && (
        <Anchor
          component={Link}
          to={paths.login}
          state={{ from: checkoutUrl }}
          display="block"
          mt={6}
          fw={600}
        >
          Entrar no Rumo
        </Anchor>
      )}
    </Alert>
  );
}
