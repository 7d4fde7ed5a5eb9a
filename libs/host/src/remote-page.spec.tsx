import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { aUser } from '@nurse/api-client/testing';
import { useRemoteHost } from './remote-host-context';
import { remotePage } from './remote-page';
import { renderRemote } from './testing';

const sessionApi = createApi({
  reducerPath: 'sessionApi',
  baseQuery: fakeBaseQuery<{ status: number }>(),
  endpoints: (build) => ({
    save: build.mutation<null, void>({ queryFn: () => ({ error: { status: 401 } }) }),
  }),
});
const storeApi = createApi({
  reducerPath: 'storeApi',
  baseQuery: fakeBaseQuery<{ status: number }>(),
  endpoints: (build) => ({
    save: build.mutation<null, void>({ queryFn: () => ({ error: { status: 401 } }) }),
  }),
});

function Screen() {
  const host = useRemoteHost();
  const inStore = useSelector((state: Record<string, unknown>) => 'sessionApi' in state && 'storeApi' in state);
  return <p>{inStore && host.hasApi('sessionApi') ? 'screen with its apis' : 'apis missing'}</p>;
}

function Frame({ children }: { children: ReactNode }) {
  return <section aria-label="The remote's frame">{children}</section>;
}

const Page = remotePage(Screen, 'ExamplePage', { apis: [storeApi], sessionApis: [sessionApi], Frame });

describe('remotePage', () => {
  it('renders the screen in its frame with the host handle, once its apis are in the host store', () => {
    renderRemote([{ path: '/example', Page }], '/example', { user: aUser({ id: 7 }) });
    const frame = screen.getByRole('region', { name: "The remote's frame" });
    expect(frame.textContent).toBe('screen with its apis');
    expect(Page.displayName).toBe('ExamplePage');
  });

  it('adds the session apis on her session (a 401 signs her out) and the others on the store only', async () => {
    const { store, currentUser } = renderRemote([{ path: '/example', Page }], '/example', { user: aUser({ id: 7 }) });
    await store.dispatch(storeApi.endpoints.save.initiate());
    expect(currentUser()?.id).toBe(7);
    await store.dispatch(sessionApi.endpoints.save.initiate());
    await waitFor(() => expect(currentUser()).toBeNull());
  });

  it('shows any other path as elsewhere and tells where the router is', () => {
    const { currentLocation, currentPath } = renderRemote([{ path: '/example', Page }], '/other?tab=2');
    expect(screen.getByText('Elsewhere')).toBeTruthy();
    expect(currentLocation()).toBe('/other?tab=2');
    expect(currentPath()).toBe('/other');
  });
});
