import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { checkIns } from '../check-ins/public';
import {
  initiatives,
  keyResults,
  objectives,
  refreshMilestoneKeyResult,
} from '../objectives/public';
import { companySettings } from '../settings/public';

const DAY = 86_400_000;

type DemoPeople = { adminId: string; anaId: string; brunoId: string };

const day = (now: Date, offset: number) =>
  new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);

async function keyResultTitled(db: Database, companyId: string, title: string) {
  const [row] = await db
    .select({ id: keyResults.id, objectiveId: keyResults.objectiveId })
    .from(keyResults)
    .where(and(eq(keyResults.companyId, companyId), eq(keyResults.title, title)));
  return row;
}

/**
 * Initiatives in the demo company: the plan behind "Conquistar 90 novos clientes" (one of Ana's
 * overdue, for Minha semana), and a milestone key result, the company allowing that type, whose
 * progress is its initiatives done.
 */
export async function seedInitiativesDemo(
  db: Database,
  companyId: string,
  people: DemoPeople,
  now: Date,
): Promise<void> {
  await db
    .insert(companySettings)
    .values({ companyId, milestoneKeyResults: true })
    .onConflictDoUpdate({ target: companySettings.companyId, set: { milestoneKeyResults: true } });

  const clients = await keyResultTitled(db, companyId, 'Conquistar 90 novos clientes');
  if (clients) {
    await db.insert(initiatives).values([
      {
        companyId,
        keyResultId: clients.id,
        title: 'Campanha de indicação com clientes atuais',
        ownerId: people.brunoId,
        status: 'in_progress',
        dueDate: day(now, 10),
        position: 0,
      },
      {
        companyId,
        keyResultId: clients.id,
        title: 'Publicar três estudos de caso no site',
        ownerId: people.anaId,
        status: 'not_started',
        dueDate: day(now, -3),
        position: 1,
      },
      {
        companyId,
        keyResultId: clients.id,
        title: 'Contratar duas pessoas SDR',
        ownerId: people.adminId,
        status: 'done',
        dueDate: day(now, -20),
        position: 2,
      },
    ]);
  }

  const [launch] = await db
    .select({ id: objectives.id })
    .from(objectives)
    .where(
      and(
        eq(objectives.companyId, companyId),
        eq(objectives.title, 'Entregar a nova experiência de check-in'),
      ),
    );
  if (!launch) return;
  const [milestone] = await db
    .insert(keyResults)
    .values({
      companyId,
      objectiveId: launch.id,
      title: 'Lançar o check-in em quatro marcos',
      type: 'milestone',
      startValue: 0,
      targetValue: 0,
      currentValue: 0,
      ownerId: people.anaId,
      position: 99,
      confidence: 'on_track',
    })
    .returning({ id: keyResults.id });
  if (!milestone) return;
  const steps = [
    { title: 'Protótipo validado com cinco clientes', status: 'done', due: -30 },
    { title: 'Versão beta para 10% das empresas', status: 'done', due: -10 },
    { title: 'Check-in pelo celular', status: 'in_progress', due: 7 },
    { title: 'Lançamento para toda a base', status: 'not_started', due: 25 },
  ] as const;
  await db.insert(initiatives).values(
    steps.map((step, position) => ({
      companyId,
      keyResultId: milestone.id,
      title: step.title,
      ownerId: position % 2 === 0 ? people.anaId : people.brunoId,
      status: step.status,
      dueDate: day(now, step.due),
      position,
    })),
  );
  await refreshMilestoneKeyResult(db, companyId, milestone.id);
  // Ana checked in as each step was done (the value is the steps done), so the evolution's past
  // and its today agree on this key result.
  const doneAt = steps.filter((step) => step.status === 'done').map((step) => step.due);
  await db.insert(checkIns).values(
    doneAt.map((due, index) => {
      const at = new Date(now.getTime() + due * DAY);
      return {
        companyId,
        keyResultId: milestone.id,
        authorId: people.anaId,
        value: index + 1,
        previousValue: index,
        confidence: 'on_track' as const,
        previousConfidence: 'on_track' as const,
        comment: steps[index]?.title ?? null,
        date: day(now, due),
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  await db
    .update(keyResults)
    .set({ lastCheckInAt: new Date(now.getTime() + (doneAt.at(-1) ?? 0) * DAY) })
    .where(eq(keyResults.id, milestone.id));
}
