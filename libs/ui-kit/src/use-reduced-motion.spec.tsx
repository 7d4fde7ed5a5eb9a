import { act, render, screen } from '@testing-library/react';
import { usePrefersReducedMotion } from './use-reduced-motion';

function Motion() {
  return <p>{usePrefersReducedMotion() ? 'still' : 'moving'}</p>;
}

/** A device whose reduced-motion setting the test turns on and off. */
function deviceSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  window.matchMedia = ((text: string) =>
    text === '(prefers-reduced-motion: reduce)' ? query : original(text)) as typeof window.matchMedia;
  return {
    change(next: boolean) {
      reduce = next;
      for (const listener of listeners) listener();
    },
    restore: () => (window.matchMedia = original),
  };
}

describe('usePrefersReducedMotion', () => {
  it('follows the device setting, also when it changes while the page is open', () => {
    const device = deviceSetting(true);
    try {
      render(<Motion />);
      expect(screen.getByText('still')).toBeTruthy();
      act(() => device.change(false));
      expect(screen.getByText('moving')).toBeTruthy();
    } finally {
      device.restore();
    }
  });
});
