// Clean storage between tests; the browser API stand-ins come from scripts/jest-browser-setup.cjs.
afterEach(() => {
  window.localStorage.clear();
});
