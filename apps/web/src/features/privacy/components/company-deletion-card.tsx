import { Alert, Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { privacyMessages } from '@rumo/shared/privacy/messages';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { showToast } from '../../../lib/toasts';
import { useCancelCompanyDeletion, useCompanyDeletion } from '../api/company-deletion';
import { CompanyDeletionModal } from './company-deletion-modal';

/** The company's deletion: ask for it (with a typed confirmation) or undo a pending one. */
export function CompanyDeletionCard() {
  const status = useCompanyDeletion();
  const cancel = useCancelCompanyDeletion();
  const [modalOpen, modal] = useDisclosure(false);

  if (status.isError) return <QueryError error={status.error} onRetry={() => status.refetch()} />;
  if (!status.data) return <Skeleton height={220} radius="md" aria-label="Carregando" />;
  const { deletion, companyName } = status.data;

  const undo = () =>
    cancel.mutate(undefined, {
      onSuccess: () =>
        showToast({ severity: 'success', summary: privacyMessages.deletionCanceled }),
      onError: (error) =>
        showToast({
          severity: 'error',
          summary: 'Não foi possível desfazer',
          detail: errorMessage(error),
        }),
    });

  return (
    <Card withBorder padding="xl" radius="md" style={{ borderColor: 'var(--mantine-color-red-7)' }}>
      <Title order={2} fz="lg">
        Excluir empresa
      </Title>
      {deletion ? (
        <>
          <Alert
            mt="md"
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            title={`Exclusão agendada para ${formatDate(deletion.scheduledFor)}`}
          >
            Pedida por {deletion.requestedBy ?? 'um administrador'} em{' '}
            {formatDate(deletion.requestedAt)}. Até essa data a empresa funciona normalmente e
            qualquer administrador pode desfazer a exclusão; depois, todos os dados são apagados de
            forma definitiva.
          </Alert>
          <Group mt="lg">
            <Button variant="default" loading={cancel.isPending} onClick={undo}>
              Desfazer exclusão
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed" mt="xs">
            A exclusão apaga de forma definitiva a empresa e todos os dados dela: usuários, OKRs,
            check-ins, times, planejamento e arquivos. Ela acontece 30 dias depois do pedido; até
            lá, qualquer administrador pode desfazê-la. Baixe uma cópia dos dados antes.
          </Text>
          <Group mt="lg">
            <Button
              color="red.9"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={modal.open}
            >
              Excluir empresa…
            </Button>
          </Group>
        </>
      )}
      <CompanyDeletionModal opened={modalOpen} onClose={modal.close} companyName={companyName} />
    </Card>
  );
}
