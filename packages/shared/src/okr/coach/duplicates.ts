import { groupBy } from '../../common/group-by';
import type { CoachKeyResult, CoachObjective } from './evaluate';
import { analyzeTitle, jaccard, normalizeText } from './text';

/** Titles at least this alike (shared words over all words) count as the same key result. */
export const DUPLICATE_SIMILARITY = 0.6;
/**
 * At most this many pairs are reported: the cycle's penalty is capped well below it, and a list
 * longer than this helps nobody (a large company once had 10,000 alike key results).
 */
export const MAX_DUPLICATE_PAIRS = 50;
/**
 * A word found in more key results than this says nothing about which are alike ("receita"),
 * so it does not propose candidates; titles made only of such words still meet by their
 * identical word set. This keeps a cycle of thousands of key results from comparing every pair.
 */
export const COMMON_WORD_LIMIT = 200;

export interface DuplicatePair {
  ruleId: 'kr-duplicate';
  keyResults: [DuplicateSide, DuplicateSide];
}
export interface DuplicateSide {
  objectiveId: string;
  title: string;
}

interface Entry {
  objective: Required<CoachObjective>;
  keyResult: CoachKeyResult;
  tokens: ReadonlySet<string>;
  unit: string;
  /** The sorted word set and unit: equal for titles with the same words. */
  signature: string;
}

const unitKey = (keyResult: CoachKeyResult) =>
  keyResult.unit === 'custom'
    ? `custom:${normalizeText(keyResult.customUnit ?? '')}`
    : keyResult.unit;

const pairOf = (left: Entry, right: Entry): DuplicatePair => ({
  ruleId: 'kr-duplicate',
  keyResults: [
    { objectiveId: left.objective.id, title: left.keyResult.title },
    { objectiveId: right.objective.id, title: right.keyResult.title },
  ],
});

function entriesOf(objectives: Required<CoachObjective>[]): Entry[] {
  return objectives.flatMap((objective) =>
    objective.keyResults.map((keyResult) => {
      const { tokens, sortedWords } = analyzeTitle(keyResult.title);
      const unit = unitKey(keyResult);
      return { objective, keyResult, tokens, unit, signature: `${unit}|${sortedWords}` };
    }),
  );
}

/** Same words and unit: each member paired with the first member of every team before it. */
function identicalPairs(entries: Entry[], limit: number): DuplicatePair[] {
  const pairs: DuplicatePair[] = [];
  for (const group of groupBy(entries, (entry) => entry.signature).values()) {
    const firstOfTeam = new Map<string | null, Entry>();
    for (const entry of group) {
      for (const [teamId, first] of firstOfTeam) {
        if (teamId === entry.objective.teamId) continue;
        if (pairs.length >= limit) return pairs;
        pairs.push(pairOf(first, entry));
      }
      if (!firstOfTeam.has(entry.objective.teamId)) {
        firstOfTeam.set(entry.objective.teamId, entry);
      }
    }
  }
  return pairs;
}

/**
 * Key results of different teams with alike titles and the same unit. Titles with the same words
 * are grouped; other alike pairs are found through the words they share (a word index), so a large
 * cycle is not compared pair by pair.
 */
export function findDuplicates(objectives: Required<CoachObjective>[]): DuplicatePair[] {
  const entries = entriesOf(objectives);
  const pairs = identicalPairs(entries, MAX_DUPLICATE_PAIRS);
  const byWord = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    for (const word of entry.tokens) {
      const postings = byWord.get(word);
      if (postings) postings.push(index);
      else byWord.set(word, [index]);
    }
  });
  for (const [index, entry] of entries.entries()) {
    const candidates = new Set<number>();
    for (const word of entry.tokens) {
      const postings = byWord.get(word) ?? [];
      if (postings.length > COMMON_WORD_LIMIT) continue;
      for (const other of postings) if (other > index) candidates.add(other);
    }
    for (const other of candidates) {
      if (pairs.length >= MAX_DUPLICATE_PAIRS) return pairs;
      const match = entries[other];
      if (!match || match.signature === entry.signature) continue;
      if (match.objective.teamId === entry.objective.teamId || match.unit !== entry.unit) continue;
      if (jaccard(entry.tokens, match.tokens) < DUPLICATE_SIMILARITY) continue;
      pairs.push(pairOf(entry, match));
    }
  }
  return pairs;
}
