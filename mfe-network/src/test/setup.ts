// Clean storage between tests; the browser API stand-ins come from scripts/jest-browser-setup.cjs.
afterEach(() => {
  window.localStorage.clear();
});

// Suggestion fields download their combobox on first use; the screen tests start with it loaded, so
// every field is the combobox from the first render (libs/pickers tests the plain field's handoff).
beforeAll(async () => (await import('@nurse/pickers')).loadSuggestCombobox());
