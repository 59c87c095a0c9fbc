import { Skeleton, Text } from '@mantine/core';
import { PendingApprovalsList } from '../../../components/okr/pending-approvals-list';
import { usePendingApprovals } from '../../../components/okr/use-pending-approvals';
import { errorMessage } from '../../../lib/api-error';
import { MyWeekSection } from './my-week-section';

/** "Aprovações aguardando você": drafts the user may approve or return (GET /api/approvals/pending). */
export function ApprovalsSection() {
  const pending = usePendingApprovals();
  return (
    <MyWeekSection
      title="Aprovações aguardando você"
      description="Objetivos enviados pelo seu time que esperam a sua aprovação."
      count={pending.data?.total}
    >
      {pending.data ? (
        <PendingApprovalsList approvals={pending.data} />
      ) : pending.isError ? (
        <Text size="sm" c="red">
          {errorMessage(pending.error)}
        </Text>
      ) : (
        <Skeleton h={40} radius="sm" aria-label="Carregando aprovações" />
      )}
    </MyWeekSection>
  );
}
