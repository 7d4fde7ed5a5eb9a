/**
 * What onboarding's specialty fields need of the specialty catalogue: the suggestions while she types
 * and the rule that matches what she enters. Downloaded on demand (hooks/use-specialty-matching.ts):
 * the catalogue and its typo-forgiving search are not needed to draw the page.
 */
export { addUnique, matchSpecialty, onboardingSpecialtySuggestions } from '@nurse/pickers';
