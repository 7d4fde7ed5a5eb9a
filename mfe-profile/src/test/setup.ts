import { loadSuggestCombobox } from '@nurse/pickers';
import { loadSpecialtyMatching } from '../features/onboarding/hooks/use-specialty-matching';
// Clean storage between tests; the browser API stand-ins come from scripts/jest-browser-setup.cjs.
// jsdom has no layout, so scrolling is a no-op here (the save flow scrolls to the top).
window.scrollTo = () => undefined;

afterEach(() => {
  window.localStorage.clear();
});

// Suggestion fields download their combobox on first use, and onboarding its specialty list; the screen
// tests start with both loaded, so every field is the combobox from the first render and suggests at once
// (libs/pickers tests the plain field's handoff, and a specialty entered before its rule has loaded).
beforeAll(() => Promise.all([loadSuggestCombobox(), loadSpecialtyMatching()]));
