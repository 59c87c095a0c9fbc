import type { CheckIn, PendingCheckIns } from '@rumo/shared/check-ins/contracts';
import { plural } from '@rumo/shared/common/plural';

export type PendingKeyResult = PendingCheckIns['data'][number];

export type StepOutcome = { status: 'saved'; checkIn: CheckIn } | { status: 'skipped' };

/** The walk through the pendências: a snapshot of the list, where we are, and what happened. */
export interface GuidedFlowState {
  items: PendingKeyResult[];
  index: number;
  outcomes: Record<string, StepOutcome>;
  finished: boolean;
}

export type GuidedFlowAction = { type: 'saved'; checkIn: CheckIn } | { type: 'skip' };

/** The list is copied so that refetches after each check-in do not reshuffle the steps. */
export function startGuidedFlow(items: readonly PendingKeyResult[]): GuidedFlowState {
  return { items: [...items], index: 0, outcomes: {}, finished: items.length === 0 };
}

export function guidedFlowReducer(
  state: GuidedFlowState,
  action: GuidedFlowAction,
): GuidedFlowState {
  const current = state.items[state.index];
  if (state.finished || !current) return state;
  const outcome: StepOutcome =
    action.type === 'saved' ? { status: 'saved', checkIn: action.checkIn } : { status: 'skipped' };
  const next = state.index + 1;
  return {
    ...state,
    outcomes: { ...state.outcomes, [current.id]: outcome },
    index: Math.min(next, state.items.length - 1),
    finished: next >= state.items.length,
  };
}

export function currentItem(state: GuidedFlowState): PendingKeyResult | null {
  return state.finished ? null : (state.items[state.index] ?? null);
}

export function isLastStep(state: GuidedFlowState): boolean {
  return state.index === state.items.length - 1;
}

/** "2 de 3" */
export function stepLabel(state: GuidedFlowState): string {
  return `${state.index + 1} de ${state.items.length}`;
}

export function flowSummary(state: GuidedFlowState): { saved: number; skipped: number } {
  let saved = 0;
  let skipped = 0;
  for (const outcome of Object.values(state.outcomes)) {
    if (outcome.status === 'saved') saved += 1;
    else skipped += 1;
  }
  return { saved, skipped };
}

/** "2 check-ins registrados, 1 pulado." */
export function summarySentence({ saved, skipped }: { saved: number; skipped: number }): string {
  const savedText = plural(saved, 'check-in registrado', 'check-ins registrados');
  if (skipped === 0) return `${savedText}.`;
  return `${savedText}, ${plural(skipped, 'pulado', 'pulados')}.`;
}
