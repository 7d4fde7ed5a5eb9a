import { Component, Suspense, lazy, useMemo, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { REMOTE_UNAVAILABLE } from '@nurse/domain';
import type { RemoteHost } from '@nurse/ui-kit';
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

export interface RemoteAreaProps {
  /** Loads the remote's component; `reload` is true on a Retry after a failed download. */
  load: (options: { reload: boolean }) => Promise<RemoteComponent>;
  host: RemoteHost;
}

/**
 * Renders one remote module. Loading shows a spinner; a remote that cannot be downloaded or that
 * throws shows a message and Retry, and the rest of the shell keeps working.
 */
export function RemoteArea({ load, host }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const downloadFailed = useRef(false);

  const Remote = useMemo(
    () =>
      lazy(async () => {
        const reload = attempt > 0 && downloadFailed.current;
        try {
          const component = await load({ reload });
          downloadFailed.current = false;
          return { default: component };
        } catch (error) {
          downloadFailed.current = true;
          throw error;
        }
      }),
    [load, attempt],
  );

  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<LoadingArea />}>
        <Remote host={host} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
