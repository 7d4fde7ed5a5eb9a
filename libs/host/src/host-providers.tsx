import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppProviders } from '@nurse/ui-kit';
import type { HostStore } from './create-host';

/** The store and the kit's app providers (theme, toasts, F8), around the shell and a remote's own pages. */
export function HostProviders({ store, children }: { store: HostStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AppProviders>{children}</AppProviders>
    </Provider>
  );
}
