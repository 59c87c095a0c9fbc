import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { isAdmin, useSession } from '../../../lib/session-store';
import { useCompanyDeletion } from '../api/company-deletion';

/** On every page of the app while the company's deletion is pending, for everyone in it. */
export function CompanyDeletionBanner() {
  const { user } = useSession();
  const { data } = useCompanyDeletion();
  if (!data?.deletion) return null;
  return (
    <Alert
      color="red"
      variant="light"
      mb="lg"
      icon={<IconAlertTriangle aria-hidden />}
      title={`Esta empresa será excluída em ${formatDate(data.deletion.scheduledFor)}`}
    >
      Nessa data todos os dados da empresa no Rumo serão apagados de forma definitiva.{' '}
      {isAdmin(user) ? (
        <Anchor
          component={Link}
          to={paths.settingsTab('privacidade')}
          fz="sm"
          fw={600}
          c="inherit"
          underline="always"
        >
          Desfazer a exclusão ou baixar os dados
        </Anchor>
      ) : (
        'Se isso não deveria acontecer, fale com um administrador.'
      )}
    </Alert>
  );
}
