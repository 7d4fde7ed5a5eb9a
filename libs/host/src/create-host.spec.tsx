import { render, screen } from '@testing-library/react';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { aUser } from '@nurse/api-client/testing';
import { createHost } from './create-host';
import { signingOut } from './session-slice';
import { HostProviders } from './host-providers';
import { WithApis } from './with-apis';

const profileApi = createApi({
  reducerPath: 'profileApi',
  baseQuery: fakeBaseQuery<{ status: number }>(),
  endpoints: (build) => ({
    save: build.mutation<null, void>({ queryFn: () => ({ error: { status: 401 } }) }),
  }),
});

describe('createHost', () => {
  it('adds an api to the store once, and knows it is there', () => {
    const { store, host } = createHost();
    expect(host.hasApi('profileApi')).toBe(false);
    host.injectApi(profileApi);
    host.injectApi(profileApi);
    expect(host.hasApi('profileApi')).toBe(true);
    expect(store.getState()).toHaveProperty('profileApi');
  });

  it('signs her out when an api on her session answers 401, and reports the change', async () => {
    const onUserChange = jest.fn();
    const { store, host } = createHost({ storedUser: aUser({ id: 7 }), onUserChange });
    host.session?.injectApi(profileApi);
    await store.dispatch(profileApi.endpoints.save.initiate());
    expect(store.getState().session.user).toBeNull();
    expect(onUserChange).toHaveBeenLastCalledWith(null);
  });

  it('leaves a 401 to the logout under way instead of signing her out a second time', async () => {
    const onUserChange = jest.fn();
    const { store, host } = createHost({ storedUser: aUser({ id: 7 }), onUserChange });
    host.session?.injectApi(profileApi);
    store.dispatch(signingOut());
    await store.dispatch(profileApi.endpoints.save.initiate());
    expect(store.getState().session.user?.id).toBe(7);
    expect(onUserChange).not.toHaveBeenCalled();
  });

  it('keeps her signed in when an api outside her session answers 401', async () => {
    const { store, host } = createHost({ storedUser: aUser({ id: 7 }) });
    host.injectApi(profileApi);
    await store.dispatch(profileApi.endpoints.save.initiate());
    expect(store.getState().session.user?.id).toBe(7);
  });

  it('hands back her updated record through the session', () => {
    const { store, host } = createHost({ storedUser: aUser({ id: 7, name: 'Old Name' }) });
    host.session?.setUser(aUser({ id: 7, name: 'New Name' }));
    expect(host.session?.selectUser(store.getState())?.name).toBe('New Name');
  });
});

describe('WithApis', () => {
  function Screen() {
    const ready = useSelector((state: Record<string, unknown>) => 'profileApi' in state);
    return <p>{ready ? 'api in the store' : 'api missing'}</p>;
  }

  it('adds the apis before the screens render, without doing it during render', () => {
    const { store, host } = createHost();
    const inject = jest.spyOn(host, 'injectApi');
    render(
      <HostProviders store={store}>
        <WithApis host={host} apis={[profileApi]}>
          <Screen />
        </WithApis>
      </HostProviders>,
    );
    expect(screen.getByText('api in the store')).toBeTruthy();
    expect(inject).toHaveBeenCalledTimes(1);
  });
});
