/** What other features may use of `search`: the company search as the top bar answers it. */
export { search } from './search.service';
