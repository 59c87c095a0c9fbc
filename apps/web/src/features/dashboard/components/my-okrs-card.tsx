import { Button, Group, Stack, Text } from '@mantine/core';
import type { Dashboard } from '@rumo/shared/dashboard/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { formatValue } from '../../../components/okr/key-result-goal';
import { CheckInButton, KeyResultBar } from '../../../components/okr/key-result-row';
import { ScrollList } from '../../../components/scroll-region';
import { paths } from '../../../lib/paths';
import classes from './dashboard.module.css';
import { DashboardCard } from './dashboard-card';

type MyKeyResult = Dashboard['myKeyResults'][number];

// The check-in form (dates, number inputs, validation) loads on the first click, not with the page.
const CheckInDialog = lazy(async () => ({
  default: (await import('../../../components/okr/check-in-dialog')).CheckInDialog,
}));

/** The caller's key results with a one-click check-in. */
export function MyOkrsCard({ keyResults }: { keyResults: MyKeyResult[] }) {
  const [selected, setSelected] = useState<MyKeyResult | null>(null);
  // Mounted from the first check-in on, so the dialog can still animate out when closed.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (selected && !dialogUsed) setDialogUsed(true);
  return (
    <DashboardCard
      title="Meus OKRs"
      description="Resultados-chave sob sua responsabilidade"
      action={
        <Button component={Link} to={paths.checkIn} variant="subtle" size="xs">
          Ver pendências
        </Button>
      }
    >
      {keyResults.length === 0 ? (
        <Text size="sm" c="dimmed">
          Você não é dono de nenhum resultado-chave neste ciclo. Veja os objetivos em OKRs.
        </Text>
      ) : (
        <ScrollList label="Lista dos meus resultados-chave" maxHeight={360}>
          <Stack gap={0}>
            {keyResults.map((item) => (
              <Stack key={item.id} gap={6} className={classes.row}>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {item.title}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {item.objective.title} · Atual: {formatValue(item, item.current)}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="wrap">
                  <KeyResultBar keyResult={item} />
                  <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                    <ConfidenceBadge confidence={item.confidence} size="sm" />
                    <CheckInButton title={item.title} onClick={() => setSelected(item)} />
                  </Group>
                </Group>
              </Stack>
            ))}
          </Stack>
        </ScrollList>
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <CheckInDialog
            opened={selected !== null}
            keyResult={selected}
            onClose={() => setSelected(null)}
          />
        </Suspense>
      )}
    </DashboardCard>
  );
}
