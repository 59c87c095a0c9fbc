import { Badge, Card, Loader, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import {
  type SignInEvent,
  signInMethodLabels,
  signInOutcomeLabels,
} from '@rumo/shared/auth/sign-ins';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ListPagination } from '../../../components/okr/list-pagination';
import { QueryError } from '../../../components/query-error';
import { APP_TIME_ZONE } from '../../../lib/dates';
import { SIGN_INS_PAGE_SIZE, useSignIns } from '../api/use-sign-ins';

const when = (at: string) => dayjs(at).tz(APP_TIME_ZONE).format('DD/MM/YY HH:mm');

function OutcomeBadge({ outcome }: { outcome: SignInEvent['outcome'] }) {
  return (
    <Badge variant="light" color={outcome === 'success' ? 'teal' : 'red'} radius="sm">
      {signInOutcomeLabels[outcome]}
    </Badge>
  );
}

/** Configurações › Segurança › Registro de acessos: who, when, how and from where. */
export function SignInAuditSection() {
  const [page, setPage] = useState(1);
  const signIns = useSignIns(page);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sign-in-audit-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="sign-in-audit-title">
            Registro de acessos
          </Title>
          <Text size="sm" c="dimmed">
            Cada tentativa de entrar no Rumo: quem, quando, como e de onde.
          </Text>
        </div>
        {signIns.isPending && <Loader size="sm" aria-label="Carregando acessos" />}
        {signIns.isError && <QueryError error={signIns.error} onRetry={() => signIns.refetch()} />}
        {signIns.data && signIns.data.total === 0 && (
          <Text size="sm" c="dimmed">
            Nenhum acesso registrado ainda.
          </Text>
        )}
        {signIns.data && signIns.data.data.length > 0 && (
          // Focusable, so a keyboard can scroll the table sideways on a phone.
          <ScrollArea
            type="auto"
            viewportProps={{
              tabIndex: 0,
              role: 'region',
              'aria-label': 'Registro de acessos, role para os lados',
            }}
          >
            <Table verticalSpacing="xs" miw={760} aria-label="Registro de acessos">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Quem</Table.Th>
                  <Table.Th>Quando</Table.Th>
                  <Table.Th>Como</Table.Th>
                  <Table.Th>De onde</Table.Th>
                  <Table.Th>Resultado</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody style={{ opacity: signIns.isPlaceholderData ? 0.6 : 1 }}>
                {signIns.data.data.map((event) => (
                  <Table.Tr key={event.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {event.userName ?? (event.email || 'Não identificado')}
                      </Text>
                      {event.userName && (
                        <Text size="xs" c="dimmed">
                          {event.email}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{when(event.at)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{signInMethodLabels[event.method]}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{event.ip ?? '—'}</Text>
                      <Text
                        size="xs"
                        c="dimmed"
                        lineClamp={1}
                        maw={260}
                        title={event.userAgent ?? ''}
                      >
                        {event.userAgent ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <OutcomeBadge outcome={event.outcome} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {signIns.data && (
          <ListPagination
            page={page}
            limit={SIGN_INS_PAGE_SIZE}
            total={signIns.data.total}
            onChange={setPage}
          />
        )}
      </Stack>
    </Card>
  );
}
