import { describe, expect, it } from 'vitest';
import { type Actor, canReviewObjective, canSubmitObjective } from './permissions';

const admin: Actor = { id: 'admin', role: 'admin', teamId: null };
const leader: Actor = { id: 'leader', role: 'user', teamId: 'team-a' };
const member: Actor = { id: 'member', role: 'user', teamId: 'team-a' };
const otherLeader: Actor = { id: 'other-leader', role: 'user', teamId: 'team-b' };

const ofMember = { level: 'individual' as const, ownerId: 'member', teamLeaderId: 'leader' };

describe('canReviewObjective (approve, return, activate directly)', () => {
  it('lets the leader of the objective’s team and admins decide', () => {
    expect(canReviewObjective(leader, ofMember)).toBe(true);
    expect(canReviewObjective(admin, ofMember)).toBe(true);
    expect(canReviewObjective(admin, { ...ofMember, teamLeaderId: null })).toBe(true);
  });

  it('refuses the owner, another team’s leader and a team without a leader', () => {
    expect(canReviewObjective(member, ofMember)).toBe(false);
    expect(canReviewObjective(otherLeader, ofMember)).toBe(false);
    expect(canReviewObjective(leader, { ...ofMember, teamLeaderId: null })).toBe(false);
  });

  it('keeps a leader from deciding their own objective and company objectives to admins', () => {
    expect(canReviewObjective(leader, { ...ofMember, ownerId: 'leader' })).toBe(false);
    expect(canReviewObjective(admin, { ...ofMember, ownerId: 'admin' })).toBe(true);
    expect(canReviewObjective(leader, { ...ofMember, level: 'company' })).toBe(false);
    expect(canReviewObjective(admin, { ...ofMember, level: 'company' })).toBe(true);
  });
});

describe('canSubmitObjective', () => {
  const draft = { ownerId: 'member', status: 'draft', approval: null };

  it('lets the owner or an admin send a draft, also after a return', () => {
    expect(canSubmitObjective(member, draft)).toBe(true);
    expect(canSubmitObjective(admin, draft)).toBe(true);
    expect(canSubmitObjective(member, { ...draft, approval: 'returned' })).toBe(true);
    expect(canSubmitObjective(leader, draft)).toBe(false);
  });

  it('refuses what is already submitted or not a draft', () => {
    expect(canSubmitObjective(member, { ...draft, approval: 'submitted' })).toBe(false);
    expect(canSubmitObjective(member, { ...draft, status: 'active' })).toBe(false);
  });
});
