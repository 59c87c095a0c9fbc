/**
 * What app.ts and other features may use of `sso-domains` (issue 25, part 3): the password
 * policy auth asks ("must this person use SSO?"), the just-in-time creation the sso feature calls
 * on a first sign-in, and the TXT resolver doubles.
 */
export {
  overridableTxtResolver,
  systemTxtResolver,
  type TxtResolver,
} from './dns-resolver';
export { ssoDomainsDevRoutes } from './sso-domains.dev-routes';
export { ssoDomains, ssoProvisioning } from './sso-domains.table';
export { type FirstSignIn, provisionOnFirstSignIn, ssoRequiredFor } from './sso-policy';
