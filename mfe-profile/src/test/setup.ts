// Clean storage between tests; the browser API stand-ins come from scripts/jest-browser-setup.cjs.
// jsdom has no layout, so scrolling is a no-op here (the save flow scrolls to the top).
window.scrollTo = () => undefined;

afterEach(() => {
  window.localStorage.clear();
});
