// Browser APIs that jsdom lacks and that react-router and antd read; loaded by every
// front-end jest project through `setupFiles`.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}

// antd measures elements with ResizeObserver; jsdom has no layout, so a no-op is enough.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom does not implement pseudo-element styles; antd asks for them when measuring scrollbars.
if (typeof window !== 'undefined') {
  const getComputedStyleWithoutPseudo = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => getComputedStyleWithoutPseudo(element);
}

// jsdom has no MessageChannel; antd's Select closes its list in a task posted through one.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class {
    constructor() {
      this.port1 = { onmessage: null };
      this.port2 = { postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
    }
  };
}

// The first render of antd's forms in a test file can take over a second on a busy two-core machine,
// more than the default wait of findBy* and waitFor. They wait up to 5 s; a passing test does not
// wait longer for it.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
