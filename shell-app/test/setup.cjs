require('../../scripts/jest-browser-setup.cjs');

// Unit tests never reach the network: components get mocked api hooks, store tests spy on fetch.
if (typeof globalThis.fetch === 'undefined') {
  globalThis.fetch = () => Promise.reject(new TypeError('No network in unit tests'));
}
