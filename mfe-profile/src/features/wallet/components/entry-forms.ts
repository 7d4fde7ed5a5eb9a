import { lazy } from 'react';

// The forms bring the choice entry (selects, auto-complete): downloaded when she first adds or edits.
export const LicenceForm = lazy(() => import('./licence-form').then((module) => ({ default: module.LicenceForm })));
export const CertificationForm = lazy(() => import('./certification-form').then((module) => ({ default: module.CertificationForm })));
export const CeActivityForm = lazy(() => import('./ce-activity-form').then((module) => ({ default: module.CeActivityForm })));
export const CeRequirementForm = lazy(() => import('./ce-requirement-form').then((module) => ({ default: module.CeRequirementForm })));
