/**
 * The nursing catalogue shared by the server and the front ends: specialties, certification and licence
 * option lists, US states and compact (eNLC) eligibility.
 *
 * The US city list is deliberately not exported here (it is about 120 KB): import it from
 * '@nurse/catalogue/cities' where it is really needed.
 */
export { LICENSURE_TYPES, SIGNUP_LICENSE_TYPES, US_STATES, US_STATE_CODES, US_STATE_NAMES } from '@nurse/domain';
export * from './certifications';
export * from './compact-practice';
export * from './enlc';
export * from './licences';
export * from './specialties';
export * from './states';
export { SPECIALTY_ENTRIES, type SpecialtyEntry } from './data/specialties';
export * from './specialty-mentions';
export * from './specialty-certifications';
export * from './ce-topics';
export * from './ce-requirements';
export * from './ce-progress';
export * from './expiry-standing';
export * from './jobs';
export type { JobListing } from './job-listing';
export type { LearningResource } from './learning-resource';
export * from './profile-licensure';
