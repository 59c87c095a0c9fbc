import { errorCodes } from '@rumo/shared/common/errors';
import {
  approvalMessages,
  type PendingApprovals,
  type returnObjectiveBodySchema,
} from '@rumo/shared/objectives/approval';
import { type ObjectiveDetail, objectiveMessages } from '@rumo/shared/objectives/contracts';
import { canManageObjective, canReviewObjective } from '@rumo/shared/objectives/permissions';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { Mailer, MailMessage } from '../mail/public';
import { findCompanySettings } from '../settings/public';
import { loadActor } from './actor';
import { approvedEmail, returnedEmail, submittedEmail } from './approval.mail';
import {
  type ApprovalValues,
  decideApproval,
  findRecipients,
  findTeamLeaderId,
  listPendingApprovals,
  objectiveVisibleToPerson,
  type Recipient,
  updateApproval,
} from './approval.repository';
import { findObjectiveRow } from './objective-read.repository';
import { getObjectiveDetail, type KeyResultTrends } from './objectives.service';
import { objectiveSeenBy } from './visibility.repository';

export type ApprovalDeps = DomainContext & {
  config: Pick<AppConfig, 'publicUrl'>;
  mailer: Mailer;
  trends: KeyResultTrends;
};
type ReturnInput = z.output<typeof returnObjectiveBodySchema>;

const notSubmitted = () => conflict(errorCodes.conflict, approvalMessages.notSubmitted);

/** Records a decision, or 409 when another reviewer decided between the check and the write. */
async function decide(
  db: Database,
  companyId: string,
  id: string,
  values: ApprovalValues,
): Promise<void> {
  if (!(await decideApproval(db, companyId, id, values))) {
    throw conflict(errorCodes.conflict, approvalMessages.decidedMeanwhile);
  }
}

/**
 * The company's objective, if the caller may see it: who may not learns nothing of it, not even
 * that it exists (404, as for another company's).
 */
async function seenObjective(db: Database, user: AuthUser, id: string) {
  const objective = await findObjectiveRow(db, user.companyId, id);
  if (!objective || !(await objectiveSeenBy(db, user, id))) {
    throw notFound(objectiveMessages.notFound);
  }
  return objective;
}

/** The objective and the caller, if they may approve or return it (404, 403 otherwise). */
async function reviewable(db: Database, user: AuthUser, id: string) {
  const objective = await seenObjective(db, user, id);
  const teamLeaderId = await findTeamLeaderId(db, user.companyId, objective.teamId);
  const actor = await loadActor(db, user);
  if (!canReviewObjective(actor, { ...objective, teamLeaderId })) throw forbidden();
  // A closed draft keeps its submission for a reopen, but nobody decides it while closed.
  if (objective.approval !== 'submitted' || objective.status !== 'draft') throw notSubmitted();
  return objective;
}

/**
 * Who decides a submitted draft: its team's leader when they may and can see it, otherwise the
 * admins.
 */
async function approversOf(
  db: Database,
  companyId: string,
  detail: ObjectiveDetail,
  submitterId: string,
): Promise<Recipient[]> {
  const leaderId = detail.teamLeaderId;
  const leaderMay =
    leaderId !== null &&
    detail.level !== 'company' &&
    leaderId !== detail.owner.id &&
    // A private draft that does not name its team's leader is reviewed by the admins.
    (!detail.private || (await objectiveVisibleToPerson(db, companyId, detail.id, leaderId)));
  const leader = leaderMay ? await findRecipients(db, companyId, { ids: [leaderId] }) : [];
  const approvers = leader.length > 0 ? leader : await findRecipients(db, companyId, 'admins');
  return approvers.filter((person) => person.id !== submitterId);
}

async function nameOf(db: Database, companyId: string, userId: string): Promise<string> {
  const [person] = await findRecipients(db, companyId, { ids: [userId] });
  return person?.name ?? 'Alguém';
}

async function sendAll(deps: ApprovalDeps, messages: MailMessage[]): Promise<void> {
  for (const message of messages) await deps.mailer.send(deps.db, message);
}

const linkTo = (deps: ApprovalDeps, id: string) => `${deps.config.publicUrl}/okrs/${id}`;

/** The owner (or an admin) sends a draft, or a returned one, for approval. */
export async function submitObjective(
  deps: ApprovalDeps,
  user: AuthUser,
  id: string,
): Promise<ObjectiveDetail> {
  const { companyId } = user;
  const after = await inTransaction(deps, async (tx, publish) => {
    const objective = await seenObjective(tx, user, id);
    const actor = await loadActor(tx, user);
    if (!canManageObjective(actor, objective)) throw forbidden();
    const settings = await findCompanySettings(tx, companyId);
    if (!settings?.approvalRequired)
      throw conflict(errorCodes.conflict, approvalMessages.notRequired);
    if (objective.status !== 'draft')
      throw conflict(errorCodes.conflict, approvalMessages.notDraft);
    if (objective.approval === 'submitted') {
      throw conflict(errorCodes.conflict, approvalMessages.alreadySubmitted);
    }
    const before = await getObjectiveDetail(tx, deps.trends, user, id);
    await updateApproval(tx, companyId, id, {
      approval: 'submitted',
      approvalNote: null,
      submittedAt: deps.now(),
      submittedById: user.id,
    });
    const after = await getObjectiveDetail(tx, deps.trends, user, id);
    publish('objective.submitted', { companyId, actorId: user.id, before, after });
    return after;
  });
  const approvers = await approversOf(deps.db, companyId, after, user.id);
  const actorName = await nameOf(deps.db, companyId, user.id);
  await sendAll(
    deps,
    approvers.map((to) =>
      submittedEmail({ to, actorName, objectiveTitle: after.title, link: linkTo(deps, id) }),
    ),
  );
  return after;
}

/** A leader or an admin makes the submitted draft active. */
export async function approveObjective(
  deps: ApprovalDeps,
  user: AuthUser,
  id: string,
): Promise<ObjectiveDetail> {
  const { companyId } = user;
  const after = await inTransaction(deps, async (tx, publish) => {
    await reviewable(tx, user, id);
    const before = await getObjectiveDetail(tx, deps.trends, user, id);
    await decide(tx, companyId, id, {
      status: 'active',
      approval: null,
      approvalNote: null,
      reviewedAt: deps.now(),
      reviewedById: user.id,
    });
    const after = await getObjectiveDetail(tx, deps.trends, user, id);
    publish('objective.approved', { companyId, actorId: user.id, before, after });
    return after;
  });
  await notifyOwner(deps, user, after, (to, actorName) =>
    approvedEmail({ to, actorName, objectiveTitle: after.title, link: linkTo(deps, id) }),
  );
  return after;
}

/** A leader or an admin sends the draft back to its owner with a comment. */
export async function returnObjective(
  deps: ApprovalDeps,
  user: AuthUser,
  id: string,
  { comment }: ReturnInput,
): Promise<ObjectiveDetail> {
  const { companyId } = user;
  const after = await inTransaction(deps, async (tx, publish) => {
    await reviewable(tx, user, id);
    const before = await getObjectiveDetail(tx, deps.trends, user, id);
    await decide(tx, companyId, id, {
      approval: 'returned',
      approvalNote: comment,
      reviewedAt: deps.now(),
      reviewedById: user.id,
    });
    const after = await getObjectiveDetail(tx, deps.trends, user, id);
    publish('objective.returned', { companyId, actorId: user.id, before, after, comment });
    return after;
  });
  await notifyOwner(deps, user, after, (to, actorName) =>
    returnedEmail({ to, actorName, objectiveTitle: after.title, link: linkTo(deps, id), comment }),
  );
  return after;
}

/** The owner hears of the decision, unless they made it. */
async function notifyOwner(
  deps: ApprovalDeps,
  user: AuthUser,
  detail: ObjectiveDetail,
  message: (to: Recipient, actorName: string) => MailMessage,
): Promise<void> {
  if (detail.owner.id === user.id) return;
  const [owner] = await findRecipients(deps.db, user.companyId, { ids: [detail.owner.id] });
  if (!owner) return;
  await sendAll(deps, [message(owner, await nameOf(deps.db, user.companyId, user.id))]);
}

/** "Aprovações aguardando você" (one statement). */
export async function pendingApprovals(db: Database, user: AuthUser): Promise<PendingApprovals> {
  const { rows, total } = await listPendingApprovals(db, {
    companyId: user.companyId,
    id: user.id,
    isAdmin: user.role === 'admin',
  });
  return { data: rows, total };
}
