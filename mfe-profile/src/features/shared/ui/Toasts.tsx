import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMINGS_MS } from '@nurse/domain';

export interface ToastContent {
  title: string;
  description?: string;
}

export interface Notify {
  success(toast: ToastContent): void;
  error(toast: ToastContent): void;
}

interface Toast extends ToastContent {
  id: number;
  kind: 'success' | 'error';
}

export const NotifyContext = createContext<Notify | null>(null);

/**
 * Toasts of spec §8/§9: a title and a description, one at a time, shown for 5 s, dismissible; errors are
 * announced assertively, the rest politely.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const sequence = useRef(0);

  const show = useCallback((kind: Toast['kind'], content: ToastContent) => {
    sequence.current += 1;
    window.clearTimeout(timer.current);
    setToast({ ...content, kind, id: sequence.current });
    timer.current = window.setTimeout(() => setToast(null), TIMINGS_MS.toastDuration);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const notify = useMemo<Notify>(
    () => ({ success: (content) => show('success', content), error: (content) => show('error', content) }),
    [show],
  );

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <div className="pf-toasts" role="region" aria-label="Notifications">
        <div role="status" aria-live="polite">
          {toast?.kind === 'success' ? <ToastView toast={toast} onClose={() => setToast(null)} /> : null}
        </div>
        <div role="alert" aria-live="assertive">
          {toast?.kind === 'error' ? <ToastView toast={toast} onClose={() => setToast(null)} /> : null}
        </div>
      </div>
    </NotifyContext.Provider>
  );
}

function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  return (
    <div key={toast.id} className={`pf-toast pf-toast--${toast.kind}`}>
      <div>
        <p className="pf-toast__title">{toast.title}</p>
        {toast.description ? <p className="pf-toast__description">{toast.description}</p> : null}
      </div>
      <button type="button" className="pf-chip__remove" aria-label="Close notification" onClick={onClose}>
        ×
      </button>
    </div>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside ProfileRemoteRoot');
  return notify;
}
