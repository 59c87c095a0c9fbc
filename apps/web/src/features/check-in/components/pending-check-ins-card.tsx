import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PendingCheckIns } from '@rumo/shared/check-ins/contracts';
import { IconAlertCircle, IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { CheckInDialog } from '../../../components/okr/check-in-dialog';
import type { CycleSituation } from '../../../components/okr/cycle-situation';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import type { PendingKeyResult } from '../guided-flow';
import { PendingEmpty } from './pending-empty';
import { PendingItem } from './pending-item';

const PAGE_SIZE = 10;

interface PendingCheckInsCardProps {
  data: PendingCheckIns | undefined;
  isLoading: boolean;
  error: unknown;
  onStartFlow: (items: PendingKeyResult[]) => void;
  situation: CycleSituation;
  admin: boolean;
}

/** "Semana de 05/05/25 a 11/05/25" (the API's end is the next week's first instant). */
export function weekRangeText(week: PendingCheckIns['week']): string {
  const lastInstant = new Date(Date.parse(week.end) - 1);
  return `Semana de ${formatDate(week.start)} a ${formatDate(lastInstant)}`;
}

export function PendingCheckInsCard({
  data,
  isLoading,
  error,
  onStartFlow,
  situation,
  admin,
}: PendingCheckInsCardProps) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<PendingKeyResult | null>(null);
  const items = data?.data ?? [];
  const pageCount = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const visible = items.slice((Math.min(page, pageCount) - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pending-title">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2} fz="lg" id="pending-title">
              Minhas pendências
            </Title>
            {items.length > 0 && (
              <Badge variant="light" color="orange" aria-label={`${items.length} pendências`}>
                {items.length}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {data ? weekRangeText(data.week) : 'Resultados-chave seus sem check-in nesta semana'}
          </Text>
        </Stack>
        {items.length > 0 && (
          <Button leftSection={<IconChecklist size={18} />} onClick={() => onStartFlow(items)}>
            Fazer check-in de todas
          </Button>
        )}
      </Group>

      {isLoading ? (
        <Stack gap="sm" aria-label="Carregando pendências">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h={64} radius="md" />
          ))}
        </Stack>
      ) : error ? (
        <Alert color="red" icon={<IconAlertCircle size={16} />} title="Não foi possível carregar">
          {errorMessage(error)}
        </Alert>
      ) : items.length === 0 ? (
        <PendingEmpty ownedCount={data?.ownedCount ?? 0} situation={situation} admin={admin} />
      ) : (
        <Stack gap="sm">
          {visible.map((item) => (
            <PendingItem key={item.id} item={item} onCheckIn={() => setSelected(item)} />
          ))}
          {pageCount > 1 && (
            <Group justify="center">
              <Pagination
                total={pageCount}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({
                  'aria-label': control === 'next' ? 'Próxima página' : 'Página anterior',
                })}
              />
            </Group>
          )}
        </Stack>
      )}

      <CheckInDialog
        opened={selected !== null}
        keyResult={selected}
        onClose={() => setSelected(null)}
      />
    </Card>
  );
}
