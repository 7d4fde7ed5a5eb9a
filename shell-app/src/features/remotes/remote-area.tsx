import { Component, Suspense, lazy, useMemo, useState, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { REMOTE_UNAVAILABLE } from '@nurse/domain';
import type { RemoteHost } from '@nurse/federation';
import type { RemoteComponent } from './remotes';
import './remote-area.css';

export function LoadingArea({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="nk-remote-status" role="status" aria-live="polite">
      <div className="nk-spinner" aria-hidden="true" />
      <span className="nk-visually-hidden">{label}</span>
    </div>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A remote area failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="nk-remote-status" role="alert">
        <p>{REMOTE_UNAVAILABLE}</p>
        <button type="button" className="nk-remote-status__button" onClick={this.props.onRetry}>
          Retry
        </button>
      </div>
    );
  }
}

export type RemoteLoader = (options: { reload: boolean }) => Promise<RemoteComponent>;

export interface RemoteAreaProps {
  /** Loads the remote's component; `reload` is true on a Retry after a failed download. */
  load: RemoteLoader;
  host: RemoteHost;
}

interface Slot {
  component: LazyExoticComponent<RemoteComponent>;
  /** The component once downloaded: rendered at once then, with no suspending. */
  loaded: RemoteComponent | null;
  loading: Promise<RemoteComponent>;
  downloadFailed: boolean;
}

/**
 * One download and one lazy component per loader, kept outside React: a render that suspends is not
 * committed, so anything created during it (useMemo, useState) would be created again, and the download
 * with it. The download starts when the slot is made: on the first render, or earlier by `preloadRemote`.
 */
const slots = new WeakMap<RemoteLoader, Slot>();

function slotFor(load: RemoteLoader, reload = false): Slot {
  const existing = slots.get(load);
  if (existing) return existing;
  const loading = load({ reload }).then(
    (component) => (slot.loaded = component),
    (error: unknown) => {
      slot.downloadFailed = true;
      throw error;
    },
  );
  // A failure is shown where the area renders; a download started early has no one else waiting on it.
  loading.catch(() => undefined);
  const slot: Slot = {
    loaded: null,
    loading,
    downloadFailed: false,
    component: lazy(async () => ({ default: await loading })),
  };
  slots.set(load, slot);
  return slot;
}

/** Starts downloading a remote area's component before the area is rendered (a first view of its page). */
export function preloadRemote(load: RemoteLoader): Promise<RemoteComponent> {
  return slotFor(load).loading;
}

function retry(load: RemoteLoader): void {
  const reload = slots.get(load)?.downloadFailed ?? false;
  slots.delete(load);
  slotFor(load, reload);
}

/**
 * Renders one remote module. Loading shows a spinner; a remote that cannot be downloaded or that
 * throws shows a message and Retry, and the rest of the shell keeps working.
 */
export function RemoteArea({ load, host }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  // Chosen once per attempt: changing from the lazy wrapper to the component itself would mount it anew.
  const Remote = useMemo(() => {
    const slot = slotFor(load);
    return slot.loaded ?? slot.component;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, attempt]);
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => {
        retry(load);
        setAttempt((value) => value + 1);
      }}
    >
      <Suspense fallback={<LoadingArea />}>
        <Remote host={host} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
