/**
 * What other features may use of `sso`: the end of every SSO sign-in (OIDC here, SAML next) and
 * the hook type for just-in-time creation. Its rules and SQL stay behind this list.
 */

export { findIdentityProvider, findIdentityProviderById } from './sso.repository';
export { identityProviders } from './sso.table';
export {
  completeSsoSignIn,
  type ProvisionOnFirstSignIn,
  type SsoIdentity,
  type SsoSignInContext,
} from './sso-sign-in.service';
