export { forgetCompanyVersion } from './company-versions.repository';
export { type CompanyReadCache, createCompanyReadCache } from './read-cache';
