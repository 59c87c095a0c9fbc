import { Button } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusView } from '../../../components/status-view';
import { paths } from '../../../lib/paths';

export default function NotFoundPage() {
  return (
    <StatusView
      icon={<IconMapSearch size={36} />}
      code="404"
      title="Página não encontrada"
      description="O endereço que você abriu não existe ou foi movido. Confira o link ou volte para um lugar conhecido."
      actions={
        <>
          <Button component={Link} to="/">
            Voltar ao início
          </Button>
          <Button variant="default" component={Link} to={paths.dashboard}>
            Ir para o Dashboard
          </Button>
        </>
      }
    />
  );
}
