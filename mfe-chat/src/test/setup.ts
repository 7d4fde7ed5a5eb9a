// Clean storage between tests; the browser API stand-ins come from scripts/jest-browser-setup.cjs.
// Tests that read streams run in Node (`@jest-environment node`), where there is no window.
if (typeof window !== 'undefined') {
  afterEach(() => {
    window.localStorage.clear();
  });
}
