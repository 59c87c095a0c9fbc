import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { StatusView } from '../../../components/status-view';
import { paths } from '../../../lib/paths';

export default function AccessDeniedPage() {
  const navigate = useNavigate();
  return (
    <StatusView
      icon={<IconLock size={36} />}
      color="orange"
      code="403"
      title="Acesso negado"
      description="Você não tem permissão para acessar esta página. Se precisar dela, peça acesso ao administrador da sua empresa."
      actions={
        <>
          <Button component={Link} to={paths.dashboard}>
            Ir para o Dashboard
          </Button>
          <Button variant="default" onClick={() => navigate(-1)}>
            Voltar
          </Button>
        </>
      }
    />
  );
}
