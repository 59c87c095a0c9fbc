/** What other features may use of `my-week`: a person's week as the app's page shows it. */
export { getMyWeek } from './my-week.service';
