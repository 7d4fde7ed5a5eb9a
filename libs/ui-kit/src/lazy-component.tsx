import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is downloaded when it first renders, with `fallback` meanwhile: for antd's
 * heavy components (tables, date pickers, uploads), which few screens use.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
