import { Component, Suspense, lazy, useState, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
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
  downloadFailed: boolean;
}

/**
 * One lazy component per loader, kept outside React: a render that suspends is not committed, so
 * anything created during it (useMemo, useState) would be created again, and the download with it.
 */
const slots = new WeakMap<RemoteLoader, Slot>();

function remoteFor(load: RemoteLoader, reload = false): LazyExoticComponent<RemoteComponent> {
  const existing = slots.get(load);
  if (existing) return existing.component;
  const slot: Slot = {
    downloadFailed: false,
    component: lazy(async () => {
      try {
        return { default: await load({ reload }) };
      } catch (error) {
        slot.downloadFailed = true;
        throw error;
      }
    }),
  };
  slots.set(load, slot);
  return slot.component;
}

function retry(load: RemoteLoader): void {
  const reload = slots.get(load)?.downloadFailed ?? false;
  slots.delete(load);
  remoteFor(load, reload);
}

/**
 * Renders one remote module. Loading shows a spinner; a remote that cannot be downloaded or that
 * throws shows a message and Retry, and the rest of the shell keeps working.
 */
export function RemoteArea({ load, host }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const Remote = remoteFor(load);
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
