import { Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { plural } from '@rumo/shared/common/plural';
import { formatScore } from '@rumo/shared/cycle-close/score';
import { cycleStatusLabels } from '@rumo/shared/okr/key-result-types';
import { IconChecklist, IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDayRange } from '../../../components/okr/format-day';
import { ListPagination } from '../../../components/okr/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { pageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { useCycleReport } from '../api/use-cycle-close';
import classes from '../components/report.module.css';
import {
  AverageTable,
  Distribution,
  formatAverage,
  ReportSection,
  Retrospectives,
} from '../components/report-sections';

/**
 * /ciclos/:id/relatorio: the cycle's scores by team, pillar and person, the attainment
 * distribution and the retrospectives; prints to PDF from the browser (report.module.css).
 * The people come 20 a page, lowest average first (`?pagina=`); "Imprimir ou salvar PDF" loads
 * them all first, so the PDF holds every person.
 */
export default function CycleReportPage() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('pagina')) || 1);
  const [printing, setPrinting] = useState(false);
  const report = useCycleReport(id, page, printing);
  const everyoneLoaded = printing && !report.isPlaceholderData && !!report.data;

  useEffect(() => {
    if (report.data) document.title = pageTitle(`Relatório de ${report.data.cycle.name}`);
  }, [report.data]);
  // Prints once every person is on the page, then goes back to the page of 20.
  useEffect(() => {
    if (!everyoneLoaded) return;
    window.print();
    setPrinting(false);
  }, [everyoneLoaded]);

  if (report.isError) return <QueryError error={report.error} onRetry={() => report.refetch()} />;
  if (!report.data) return <Skeleton height={320} radius="md" aria-label="Carregando" />;
  const data = report.data;
  const people = data.byPerson;
  const goTo = (next: number) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next > 1) params.set('pagina', String(next));
        else params.delete('pagina');
        return params;
      },
      { replace: true },
    );
    document.getElementById('report-people')?.scrollIntoView();
  };

  return (
    <Stack gap="lg" className={classes.report}>
      <PageHeader
        title={`Relatório de ${data.cycle.name}`}
        description={`${formatDayRange(data.cycle.startDate, data.cycle.endDate)} · ${cycleStatusLabels[data.cycle.status]}`}
        actions={
          <Group gap="sm" className={classes.noPrint}>
            <Button
              component={Link}
              to={paths.cycleClosing(data.cycle.id)}
              variant="default"
              leftSection={<IconChecklist size={16} aria-hidden />}
            >
              Encerramento
            </Button>
            <Button
              leftSection={<IconPrinter size={16} aria-hidden />}
              loading={printing}
              onClick={() => setPrinting(true)}
            >
              Imprimir ou salvar PDF
            </Button>
          </Group>
        }
      />
      <ReportSection id="report-summary" title="Resumo">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stack gap={0}>
            <Text size="xs" tt="uppercase" fw={600} c="dimmed">
              Nota média do ciclo
            </Text>
            <Text fz={28} fw={700}>
              {data.averageScore === null ? '—' : formatAverage(data.averageScore)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" tt="uppercase" fw={600} c="dimmed">
              Resultados-chave
            </Text>
            <Text fz={28} fw={700}>
              {data.keyResultCount}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" tt="uppercase" fw={600} c="dimmed">
              Com nota sugerida
            </Text>
            <Text fz={28} fw={700}>
              {data.suggestedCount}
            </Text>
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="sm">
          {`Notas de 0 a 1. Sem nota dada por alguém, vale a sugerida: o progresso ÷ 100, arredondado a um décimo (64% → ${formatScore(0.6)}).`}
        </Text>
      </ReportSection>
      <ReportSection id="report-distribution" title="Distribuição das notas">
        <Distribution bands={data.distribution} />
      </ReportSection>
      <ReportSection id="report-teams" title="Nota média por time">
        <AverageTable label="Time" groups={data.byTeam} />
      </ReportSection>
      <ReportSection id="report-pillars" title="Nota média por pilar">
        <AverageTable label="Pilar" groups={data.byPillar} />
      </ReportSection>
      <ReportSection id="report-people" title="Nota média por pessoa">
        <Stack gap="sm">
          <AverageTable label="Pessoa" groups={people.data} />
          <div className={classes.noPrint} hidden={printing}>
            <ListPagination
              page={page}
              limit={people.limit}
              total={people.total}
              onChange={goTo}
              totalLabel={(count) =>
                `${plural(count, 'pessoa', 'pessoas')}, da menor para a maior nota média`
              }
            />
          </div>
        </Stack>
      </ReportSection>
      <ReportSection id="report-retrospectives" title="Retrospectivas">
        <Retrospectives items={data.retrospectives} />
      </ReportSection>
    </Stack>
  );
}
