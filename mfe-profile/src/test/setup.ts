// Clean storage between tests; the browser API stand-ins come from scripts/jest-browser-setup.cjs.
// jsdom has no layout, so scrolling is a no-op here (the save flow scrolls to the top).
window.scrollTo = () => undefined;

// jsdom has no MessageChannel; antd's Select closes its list in a task posted through one.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TaskChannel {
    readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    readonly port2 = {
      postMessage: (data: unknown) => {
        setTimeout(() => this.port1.onmessage?.({ data }), 0);
      },
    };
  }
  globalThis.MessageChannel = TaskChannel as unknown as typeof MessageChannel;
}

afterEach(() => {
  window.localStorage.clear();
});
