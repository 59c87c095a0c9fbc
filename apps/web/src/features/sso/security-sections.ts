import type { ComponentType } from 'react';
import { DomainsSection } from './components/domains-section';
import { OidcProvidersSection } from './components/oidc-providers-section';
import { SamlSection } from './components/saml-section';
import { ScimSection } from './components/scim-section';
import { SignInAuditSection } from './components/sign-in-audit-section';

/**
 * Configurações › Segurança, top to bottom: each part of enterprise sign-in (OIDC, SAML,
 * domains, SCIM) adds its own section component file and ONE line here.
 */
export const SECURITY_SECTIONS: readonly ComponentType[] = [
  OidcProvidersSection,
  SamlSection,
  DomainsSection,
  ScimSection,
  SignInAuditSection,
];
