import { lazy, useState, type ComponentType, type FunctionComponent, type LazyExoticComponent } from 'react';

/** A component whose code is downloaded on demand, or earlier with `preload()`. */
export interface PreloadableComponent<P extends object> extends FunctionComponent<P> {
  /** Starts the download (once; again after a failure) and resolves when the component is there. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * Like `React.lazy`, with a `preload()` that starts the download before the component is rendered (a
 * first view downloads its layouts, its page and its remote side by side instead of one after another).
 * Once downloaded it renders at once: a lazy component suspends on its first render however early its
 * code arrived, and React holds back content revealed after a fallback for up to 300 ms. Suspends to the
 * nearest Suspense boundary while not downloaded.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    // Chosen once per mount: changing from the lazy wrapper to the component itself would mount it anew.
    const [Component] = useState<ComponentType<P> | LazyExoticComponent<ComponentType<P>>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
