import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusView } from '../../../components/status-view';

export default function ErrorPage() {
  return (
    <StatusView
      icon={<IconAlertTriangle size={36} />}
      color="red"
      title="Algo deu errado"
      description="Encontramos um erro inesperado. Tente novamente em instantes; se continuar, fale com o nosso suporte."
      actions={
        <>
          <Button onClick={() => window.history.back()}>Tentar de novo</Button>
          <Button variant="default" component={Link} to="/">
            Voltar ao início
          </Button>
        </>
      }
    />
  );
}
