import { loadSuggestCombobox } from '@nurse/pickers';
// Clean storage between tests; the browser API stand-ins come from scripts/jest-browser-setup.cjs.
// jsdom has no layout, so scrolling is a no-op here (the save flow scrolls to the top).
window.scrollTo = () => undefined;

afterEach(() => {
  window.localStorage.clear();
});

// Suggestion fields download their combobox on first use; the screen tests start with it loaded, so
// every field is the combobox from the first render (libs/pickers tests the plain field's handoff).
beforeAll(() => loadSuggestCombobox());
