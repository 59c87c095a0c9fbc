import { approvalMessages } from '@rumo/shared/objectives/approval';
import { type Actor, canReviewObjective } from '@rumo/shared/objectives/permissions';
import type { Database } from '../../db/database';
import { forbidden } from '../../lib/errors';
import { findCompanySettings } from '../settings/public';
import { findTeamLeaderId, updateApproval } from './approval.repository';
import type { ObjectiveRow } from './objectives.table';

/**
 * With approval required, only who may approve an objective may make it active directly
 * (creating it active, or editing a draft to active); the others save a draft and submit it.
 * On an edit both the new and the current owner count: handing one's own draft to a teammate
 * in the same edit that activates it does not make it someone else's to approve.
 */
export async function assertMayActivate(
  db: Database,
  actor: Actor,
  companyId: string,
  values: Pick<ObjectiveRow, 'status' | 'level' | 'ownerId' | 'teamId'>,
  existing?: Pick<ObjectiveRow, 'status' | 'ownerId'>,
): Promise<void> {
  if (values.status !== 'active' || existing?.status === 'active') return;
  const settings = await findCompanySettings(db, companyId);
  if (!settings?.approvalRequired) return;
  const teamLeaderId = await findTeamLeaderId(db, companyId, values.teamId);
  const mayApprove = (ownerId: string) =>
    canReviewObjective(actor, { ...values, ownerId, teamLeaderId });
  if (!mayApprove(values.ownerId) || (existing && !mayApprove(existing.ownerId))) {
    throw forbidden(approvalMessages.approvalRequired);
  }
}

/** A draft an edit makes active (approval off, or by an approver) leaves the approval flow. */
export async function leaveApprovalOnEdit(
  db: Database,
  companyId: string,
  existing: Pick<ObjectiveRow, 'id' | 'approval'>,
  values: Pick<ObjectiveRow, 'status'>,
): Promise<void> {
  if (existing.approval && values.status !== 'draft') {
    await updateApproval(db, companyId, existing.id, { approval: null, approvalNote: null });
  }
}
