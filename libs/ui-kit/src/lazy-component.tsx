import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is downloaded when it first renders, with `fallback` meanwhile: for antd's
 * heavy components (tables, date pickers, uploads), which few screens use. Each `load` imports the
 * component's own module (`antd/es/table`, not `antd`): the bundler makes one chunk per imported
 * module, so loads from the `antd` barrel would share a chunk and a page showing an upload would
 * download the table and the date picker too.
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
