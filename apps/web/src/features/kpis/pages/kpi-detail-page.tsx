import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { KpiValue } from '@rumo/shared/kpis/contracts';
import {
  IconArchive,
  IconArchiveOff,
  IconArrowLeft,
  IconFileUpload,
  IconGauge,
  IconPencil,
  IconPlus,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/okr/empty-state';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import { pageTitle } from '../../../lib/page-title';
import { keyResultAnchor, paths } from '../../../lib/paths';
import { useKpi } from '../api/use-kpi';
import { ImportValuesModal } from '../components/import-values-modal';
import { KpiFormModal } from '../components/kpi-form-modal';
import { KpiHistoryChart } from '../components/kpi-history-chart';
import { KpiSummary } from '../components/kpi-summary';
import { KpiValuesTable } from '../components/kpi-values-table';
import { RecordValueModal } from '../components/record-value-modal';
import { useToggleArchive } from '../components/use-toggle-archive';

type Dialog =
  | { kind: 'none' }
  | { kind: 'edit' }
  | { kind: 'import' }
  | { kind: 'record'; value?: KpiValue };

const backToList = (
  <Button component={Link} to={paths.kpis} leftSection={<IconArrowLeft size={16} />}>
    Voltar para Indicadores
  </Button>
);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** /indicadores/:id: the KPI's history (chart with threshold bands, table), and its key results. */
export default function KpiDetailPage() {
  const { id = '' } = useParams();
  const kpi = useKpi(id);
  const toggleArchive = useToggleArchive();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  useEffect(() => {
    if (kpi.data) document.title = pageTitle(kpi.data.name);
  }, [kpi.data]);

  if (kpi.isError) {
    if (isApiError(kpi.error) && (kpi.error.status === 404 || kpi.error.status === 400)) {
      return (
        <EmptyState
          icon={<IconGauge aria-hidden />}
          title="Indicador não encontrado"
          description="Ele pode ter sido removido. Volte para a lista de indicadores."
          action={backToList}
        />
      );
    }
    return <QueryError error={kpi.error} onRetry={() => kpi.refetch()} />;
  }
  if (!kpi.data) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label="Carregando indicador">
        <Skeleton height={140} radius="md" />
        <Skeleton height={300} radius="md" />
      </Stack>
    );
  }
  const data = kpi.data;
  const recordable = data.canRecord && !data.archived;

  return (
    <>
      <PageHeader
        title={data.name}
        description={
          <Anchor component={Link} to={paths.kpis} size="sm">
            Indicadores
          </Anchor>
        }
        actions={
          <Group gap="sm">
            {data.archived && (
              <Badge color="gray" variant="light">
                Arquivado
              </Badge>
            )}
            {recordable && (
              <>
                <Button
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setDialog({ kind: 'record' })}
                >
                  Registrar valor
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconFileUpload size={16} />}
                  onClick={() => setDialog({ kind: 'import' })}
                >
                  Importar CSV
                </Button>
              </>
            )}
            {data.canManage && (
              <>
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} />}
                  onClick={() => setDialog({ kind: 'edit' })}
                >
                  Editar
                </Button>
                <Button
                  variant="default"
                  leftSection={
                    data.archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />
                  }
                  onClick={() => toggleArchive(data)}
                >
                  {data.archived ? 'Desarquivar' : 'Arquivar'}
                </Button>
              </>
            )}
          </Group>
        }
      />
      <Stack gap="lg">
        <KpiSummary kpi={data} />
        <Section title="Histórico">
          <KpiHistoryChart kpi={data} />
        </Section>
        {data.values.length > 0 && (
          <Section title="Valores registrados">
            <KpiValuesTable
              kpi={data}
              onEdit={recordable ? (value) => setDialog({ kind: 'record', value }) : undefined}
            />
          </Section>
        )}
        <Section title="Resultados-chave ligados">
          {data.keyResults.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhum resultado-chave ligado. No formulário do resultado-chave, escolha este
              indicador em "Indicador relacionado".
            </Text>
          ) : (
            <List spacing="xs">
              {data.keyResults.map((keyResult) => (
                <List.Item key={keyResult.id}>
                  <Anchor
                    component={Link}
                    to={`${paths.objective(keyResult.objective.id)}#${keyResultAnchor(keyResult.id)}`}
                  >
                    {keyResult.title}
                  </Anchor>
                  <Text span size="sm" c="dimmed">
                    {' '}
                    · {keyResult.objective.name}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Section>
      </Stack>
      <KpiFormModal opened={dialog.kind === 'edit'} kpi={data} onClose={close} />
      <RecordValueModal
        kpi={data}
        opened={dialog.kind === 'record'}
        initial={dialog.kind === 'record' ? dialog.value : undefined}
        onClose={close}
      />
      <ImportValuesModal kpi={data} opened={dialog.kind === 'import'} onClose={close} />
    </>
  );
}
