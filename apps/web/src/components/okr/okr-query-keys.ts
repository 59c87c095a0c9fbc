/**
 * Root query keys of the OKR data, shared by every feature so that a mutation in one place
 * (a check-in, a new cycle) can invalidate what the others show. Features build their own
 * keys under these roots, e.g. [...okrQueryRoots.objectives, 'detail', id].
 */
export const okrQueryRoots = {
  cycles: ['cycles'],
  objectives: ['objectives'],
  keyResults: ['key-results'],
  checkIns: ['check-ins'],
  activity: ['activity'],
  planning: ['planning'],
  dashboard: ['dashboard'],
  evolution: ['evolution'],
  teams: ['teams'],
  users: ['users'],
  settings: ['settings'],
  myWeek: ['my-week'],
} as const;

/** Everything a check-in or a key result change can alter on screen. */
export const okrProgressRoots = [
  okrQueryRoots.objectives,
  okrQueryRoots.keyResults,
  okrQueryRoots.checkIns,
  okrQueryRoots.activity,
  okrQueryRoots.planning,
  okrQueryRoots.dashboard,
  okrQueryRoots.evolution,
  okrQueryRoots.teams,
  okrQueryRoots.myWeek,
] as const;
