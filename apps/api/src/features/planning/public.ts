/**
 * What other features may use of `planning`, and the domain events it publishes after commit
 * (the activity log follows them).
 */

/** The company's mission, vision and values. */
export interface PlanFacts {
  mission: string | null;
  vision: string | null;
  values: string[];
}

/** What a pillar's history keeps of it. */
export interface PillarFacts {
  name: string;
  description: string | null;
  color: string;
}

interface PlanningChange {
  companyId: string;
  actorId: string;
}

export interface StrategicPlanUpdated extends PlanningChange {
  before: PlanFacts;
  after: PlanFacts;
}

export interface PillarCreated extends PlanningChange {
  pillarId: string;
  pillar: PillarFacts;
}

export interface PillarUpdated extends PlanningChange {
  pillarId: string;
  before: PillarFacts;
  after: PillarFacts;
}

export interface PillarDeleted extends PlanningChange {
  pillarId: string;
  before: PillarFacts;
}

declare module '../../events/domain-events' {
  interface DomainEventMap {
    'strategic-plan.updated': StrategicPlanUpdated;
    'pillar.created': PillarCreated;
    'pillar.updated': PillarUpdated;
    'pillar.deleted': PillarDeleted;
  }
}
