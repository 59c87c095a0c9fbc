import type { MyWeek } from '@rumo/shared/my-week/contracts';
import type { ComponentType } from 'react';
import { ApprovalsSection } from './approvals-section';
import { InitiativesSection } from './initiatives-section';
import { KeyResultsSection } from './key-results-section';
import { MentionsSection } from './mentions-section';
import { OffPaceSection } from './off-pace-section';

export interface MyWeekSectionEntry {
  /** A stable key (the section's key in the API answer, usually). */
  id: string;
  /** Renders the whole section, its empty state included, from the page's data. */
  Component: ComponentType<{ data: MyWeek }>;
}

/**
 * The sections of Minha semana, top to bottom. A new section adds its key to myWeekSchema
 * (packages/shared/src/my-week/contracts.ts), its loader to the API's my-week service and one
 * entry here.
 */
export const MY_WEEK_SECTIONS: readonly MyWeekSectionEntry[] = [
  { id: 'keyResults', Component: KeyResultsSection },
  { id: 'initiatives', Component: InitiativesSection },
  { id: 'offPaceObjectives', Component: OffPaceSection },
  { id: 'mentions', Component: MentionsSection },
  { id: 'approvals', Component: ApprovalsSection },
];
