import { approvalMessages } from '@rumo/shared/objectives/approval';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createTeam,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companySettings } from '../settings/settings.table';
import { type ApprovalValues, updateApproval } from './approval.repository';
import { approveObjective, returnObjective } from './approval.service';
import type { KeyResultTrends } from './objectives.service';
import { objectives } from './objectives.table';

let t: TestApp;
/** ana: member of the team; leo: leads it and reviews her drafts. */
let ana: TestUser;
let leo: TestUser;
let teamId: string;
let cycle: CycleFixture;

beforeAll(async () => {
  t = await createTestApp();
  const acme = await createCompanyWithUsers(t, { admins: 1, users: 2 });
  [ana, leo] = acme.users as [TestUser, TestUser];
  teamId = (await createTeam(t, acme.companyId, { memberIds: [ana.id, leo.id], leaderId: leo.id }))
    .id;
  cycle = await createCycle(t, acme.companyId);
  await t.db.insert(companySettings).values({ companyId: acme.companyId, approvalRequired: true });
});
afterAll(() => t.close());

/** A draft of Ana's, sent for approval through the route. */
const submitted = async () => {
  const objective = await createObjective(t, {
    companyId: ana.companyId,
    cycleId: cycle.id,
    ownerId: ana.id,
    level: 'individual',
    teamId,
    status: 'draft',
  });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/objectives/${objective.id}/submit`,
    headers: ana.headers,
  });
  expect(response.statusCode).toBe(200);
  return objective;
};

describe('two reviewers deciding the same draft at once', () => {
  /**
   * The approval service, with a hook run inside its transaction after its checks passed and
   * before its write (the key results' trends it reads in between): there another reviewer's
   * decision on the objective lands, as when two requests race. (It shares the losing request's
   * transaction, so the 409 rolls it back too: the row is left submitted.)
   */
  const racing = (objectiveId: string, otherDecision: ApprovalValues) => {
    let raced = false;
    const trends: KeyResultTrends = async (db, companyId) => {
      if (!raced) {
        raced = true;
        await updateApproval(db, companyId, objectiveId, otherDecision);
      }
      return new Map();
    };
    return { ...t.app.domain, config: t.app.config, mailer: t.app.mailer, trends };
  };
  const asLeo = () => ({
    id: leo.id,
    companyId: leo.companyId,
    role: 'user' as const,
    sessionId: '',
  });
  const rowOf = async (id: string) =>
    (await t.db.select().from(objectives).where(eq(objectives.id, id)))[0];

  it('answers 409 to an approval that comes second, writing nothing', async () => {
    const { id } = await submitted();
    const returned = { approval: 'returned' as const, approvalNote: 'Devolvido antes.' };
    const caught = await approveObjective(racing(id, returned), asLeo(), id).catch((e) => e);
    expect(caught).toMatchObject({ statusCode: 409, message: approvalMessages.decidedMeanwhile });
    expect(await rowOf(id)).toMatchObject({ status: 'draft', approval: 'submitted' });
  });

  it('answers 409 to a return that comes second, writing nothing', async () => {
    const { id } = await submitted();
    const approved = { status: 'active' as const, approval: null };
    const comment = { comment: 'Tarde demais.' };
    const caught = await returnObjective(racing(id, approved), asLeo(), id, comment).catch(
      (e) => e,
    );
    expect(caught).toMatchObject({ statusCode: 409, message: approvalMessages.decidedMeanwhile });
    expect(await rowOf(id)).toMatchObject({ status: 'draft', approval: 'submitted' });
  });
});
