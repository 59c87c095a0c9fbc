import { Alert, Badge, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { companyViewSchema, riskReasonLabels } from '@rumo/shared/backoffice/stats';
import { formatBillingDate } from '@rumo/shared/billing/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeApi } from '../api/backoffice-api-client';

/** GET /backoffice/companies/{id}: the company's OKR engagement (a company that stops checking in is about to churn). */
const companyViewQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['backoffice', 'companies', companyId],
    queryFn: async () => {
      const response = await backofficeApi.get(`/backoffice/companies/${companyId}`);
      return companyViewSchema.parse(response?.data).data;
    },
  });

const percent = (rate: number | null) =>
  rate === null ? '—' : `${Math.round(rate * 100).toLocaleString('pt-BR')} %`;

export function CompanyEngagement({ companyId }: { companyId: string }) {
  const view = useQuery(companyViewQuery(companyId));
  if (view.isPending) return <Skeleton height={64} aria-label="Carregando engajamento" />;
  if (view.isError) {
    return (
      <Alert color="orange" variant="light">
        Não foi possível carregar o engajamento da empresa.
      </Alert>
    );
  }
  const { engagement, lastActivityAt } = view.data;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {engagement.atRisk ? (
          <Badge color="red" variant="light">
            Em risco
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            Engajada
          </Badge>
        )}
        {engagement.riskReasons.map((reason) => (
          <Text key={reason} size="sm" c="dimmed">
            {riskReasonLabels[reason]}
          </Text>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <div>
          <Text size="xs" c="dimmed">
            Check-ins em dia (4 semanas)
          </Text>
          <Text size="sm">{percent(engagement.onTimeRate)}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Resultados-chave ativos
          </Text>
          <Text size="sm">{engagement.activeKeyResults}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Usuários ativos (14 dias)
          </Text>
          <Text size="sm">{engagement.activeUsers}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Última atividade
          </Text>
          <Text size="sm">{lastActivityAt ? formatBillingDate(lastActivityAt) : '—'}</Text>
        </div>
      </SimpleGrid>
    </Stack>
  );
}
