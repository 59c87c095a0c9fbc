export { type CompanyReadCache, createCompanyReadCache } from './read-cache';
