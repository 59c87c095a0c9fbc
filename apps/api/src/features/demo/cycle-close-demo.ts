import { suggestScore } from '@rumo/shared/cycle-close/score';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { keyResultScores, objectiveRetrospectives } from '../cycle-close/public';
import { keyResults, objectives, refreshObjectiveProgress } from '../objectives/public';

/** The closed previous cycle's key results (progress in %), final scores and retrospectives. */
const previousClose = [
  {
    keyResults: [
      { title: 'Entrevistar 25 clientes sobre o plano', owner: 0, progress: 100, score: 1 },
      { title: 'Aprovar o plano no conselho', owner: 1, progress: 100, score: 1 },
    ],
    retrospective: {
      worked: 'Entrevistas curtas, com roteiro fixo, toda semana.',
      learned: 'Clientes pequenos pedem implantação mais simples.',
      continues: 'Conselho de clientes a cada trimestre.',
    },
  },
  {
    keyResults: [
      { title: 'Contratar 4 vendedores', owner: 2, progress: 75, score: 0.7 },
      {
        title: 'Reduzir o ciclo de vendas para 30 dias',
        owner: 1,
        progress: 52,
        score: 0.4,
        reason: 'O ganho veio de um único contrato grande; o ciclo típico não mudou.',
      },
    ],
    retrospective: {
      worked: 'Indicação dos próprios vendedores trouxe os melhores candidatos.',
      learned: 'Integração leva seis semanas, não quatro.',
      continues: 'A quarta contratação e o playbook de vendas.',
    },
  },
  {
    keyResults: [
      // Left unscored: the close applied its suggestion ("sugerida").
      { title: 'Implantar clientes novos em até 15 dias', owner: 5, progress: 35, score: null },
      { title: 'Automatizar a importação de dados', owner: 2, progress: 20, score: 0.2 },
    ],
    retrospective: {
      worked: 'O checklist de implantação reduziu retrabalho.',
      learned: 'Sem dono técnico, a automação não anda.',
      continues: 'Automação da importação, com dono no time de produto.',
    },
  },
] as const;

export interface CycleCloseDemoInput {
  companyId: string;
  /** The previous cycle's objectives, in demoPreviousObjectives order. */
  objectiveIds: string[];
  personAt: (index: number) => string;
  teamIds: string[];
  pillarIds: string[];
  closedAt: Date;
}

/**
 * Gives the demo's closed previous cycle what its report shows: key results with final scores
 * (one with a reason, one left to the suggestion), a team and a pillar per objective, and the
 * retrospectives.
 */
export async function seedCycleCloseDemo(db: Database, input: CycleCloseDemoInput) {
  const { companyId, personAt, closedAt } = input;
  for (const [index, objectiveId] of input.objectiveIds.entries()) {
    const plan = previousClose[index];
    if (!plan) continue;
    await db
      .update(objectives)
      .set({
        teamId: input.teamIds[index % input.teamIds.length] ?? null,
        pillarId: input.pillarIds[index % input.pillarIds.length] ?? null,
      })
      .where(eq(objectives.id, objectiveId));
    for (const [position, kr] of plan.keyResults.entries()) {
      const [row] = await db
        .insert(keyResults)
        .values({
          companyId,
          objectiveId,
          title: kr.title,
          type: 'increase',
          startValue: 0,
          targetValue: 100,
          currentValue: kr.progress,
          unit: 'percent',
          ownerId: personAt(kr.owner),
          progress: kr.progress,
          position,
        })
        .returning({ id: keyResults.id });
      if (!row) continue;
      const suggested = suggestScore(kr.progress);
      await db.insert(keyResultScores).values({
        companyId,
        keyResultId: row.id,
        score: kr.score ?? suggested,
        suggested,
        reason: 'reason' in kr ? kr.reason : null,
        scoredBy: kr.score === null ? null : personAt(kr.owner),
        scoredAt: closedAt,
      });
    }
    await refreshObjectiveProgress(db, companyId, objectiveId);
    await db.insert(objectiveRetrospectives).values({
      companyId,
      objectiveId,
      ...plan.retrospective,
      authorId: personAt(0),
      updatedAt: closedAt,
    });
  }
}
