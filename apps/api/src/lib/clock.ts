/**
 * The app's one clock: `app.now` (plugins/context.ts). Features read the time only through it, so
 * the test clock moves all of them (trials, grace periods, reminders, check-in dates, evolution).
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
