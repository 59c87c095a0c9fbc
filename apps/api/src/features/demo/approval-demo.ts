import type { Database } from '../../db/database';
import { recordActivity } from '../activity/public';
import { keyResults, objectives } from '../objectives/public';

const DAY = 86_400_000;

export type ApprovalDemoInput = {
  companyId: string;
  cycleId: string;
  teamId: string;
  /** A member of the team, who wrote and submitted the draft. */
  ownerId: string;
  now: Date;
};

/**
 * A draft of the Produto team sent for approval two days ago: its leader (Ana) finds it under
 * "Aprovações aguardando você", and so does the admin.
 */
export async function seedApprovalDemo(db: Database, input: ApprovalDemoInput): Promise<void> {
  const { companyId, ownerId } = input;
  const submittedAt = new Date(input.now.getTime() - 2 * DAY);
  const title = 'Reduzir o tempo de carregamento do painel';
  const [row] = await db
    .insert(objectives)
    .values({
      companyId,
      cycleId: input.cycleId,
      title,
      description: 'Clientes grandes esperam mais de 5 segundos para ver o painel pela manhã.',
      level: 'team',
      teamId: input.teamId,
      ownerId,
      status: 'draft',
      approval: 'submitted',
      submittedAt,
      submittedById: ownerId,
      createdAt: submittedAt,
    })
    .returning({ id: objectives.id });
  if (!row) return;
  await db.insert(keyResults).values({
    companyId,
    objectiveId: row.id,
    title: 'Levar o p95 de carregamento do painel de 5,2 s para 2 s',
    type: 'decrease',
    startValue: 5.2,
    targetValue: 2,
    currentValue: 5.2,
    unit: 'custom',
    customUnit: 's',
    decimals: 1,
    ownerId,
  });
  for (const action of ['created', 'submitted'] as const) {
    await recordActivity(db, {
      companyId,
      actorId: ownerId,
      entityType: 'objective',
      entityId: row.id,
      objectiveId: row.id,
      action,
      label: title,
      at: submittedAt.toISOString(),
    });
  }
}
