import { Stack } from '@mantine/core';
import { useState } from 'react';
import { cycleSituation } from '../../../components/okr/cycle-situation';
import { useCycleOptions } from '../../../components/okr/use-cycle-options';
import { PageHeader } from '../../../components/page-header';
import { isAdmin, useSession } from '../../../lib/session-store';
import { usePendingCheckIns } from '../api/use-pending-check-ins';
import { GuidedCheckInModal } from '../components/guided-check-in';
import { PendingCheckInsCard } from '../components/pending-check-ins-card';
import { TeamFeedCard } from '../components/team-feed-card';
import type { PendingKeyResult } from '../guided-flow';
import { useKeyResultLink } from '../use-key-result-link';

export default function CheckInPage() {
  const { user } = useSession();
  const pending = usePendingCheckIns();
  const cycles = useCycleOptions();
  const [flowItems, setFlowItems] = useState<PendingKeyResult[] | null>(null);
  useKeyResultLink(pending.data?.data, setFlowItems);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Check-in"
        description="Atualize seus resultados-chave da semana: valor, confiança e um comentário."
      />
      <PendingCheckInsCard
        data={pending.data}
        isLoading={pending.isLoading || cycles.isLoading}
        error={pending.error}
        onStartFlow={setFlowItems}
        situation={cycleSituation(cycles.data ?? [])}
        admin={isAdmin(user)}
      />
      <TeamFeedCard defaultTeamId={user.id_team} />
      <GuidedCheckInModal items={flowItems} onClose={() => setFlowItems(null)} />
    </Stack>
  );
}
