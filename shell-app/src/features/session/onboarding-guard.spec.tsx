import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@nurse/api-client';
import { createAppStore } from '../../app/store';
import { aUser, MemoryStorage } from '../../test-utils/user';
import { OnboardingGate, RequireOnboarding } from './components/require-onboarding';
import { needsOnboarding, onboardingRedirect } from './onboarding-guard';
import { STORED_USER_KEY } from './stored-session';

describe('onboarding rules', () => {
  it('sends only a live nurse with onboarding not completed to onboarding', () => {
    expect(needsOnboarding(aUser({ accountStatus: 'live', onboardingCompleted: false }))).toBe(true);
    expect(needsOnboarding(aUser({ accountStatus: 'live', onboardingCompleted: true }))).toBe(false);
    expect(needsOnboarding(aUser({ accountStatus: 'pending', onboardingCompleted: false }))).toBe(false);
    expect(needsOnboarding(null)).toBe(false);
  });

  it('lets /onboarding send no user to /login and a finished setup to /dashboard', () => {
    expect(onboardingRedirect(null)).toBe('/login');
    expect(onboardingRedirect(aUser({ onboardingCompleted: true }))).toBe('/dashboard');
    expect(onboardingRedirect(aUser({ accountStatus: 'live', onboardingCompleted: false }))).toBeNull();
  });
});

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string, user: User | null) {
  const { store, host } = createAppStore({ storedUser: user });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          <Route element={<OnboardingGate />}>
            <Route path="/onboarding" element={<h1>Onboarding form</h1>} />
          </Route>
          <Route element={<RequireOnboarding />}>
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
            <Route path="/profile" element={<h1>Profile</h1>} />
          </Route>
          <Route path="/login" element={<h1>Login</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, host };
}

describe('onboarding guard on the routes', () => {
  it.each(['/dashboard', '/profile'])('sends a live nurse who has not finished onboarding from %s to /onboarding', (path) => {
    renderAt(path, aUser({ accountStatus: 'live', onboardingCompleted: false }));
    expect(screen.getByRole('heading', { name: 'Onboarding form' })).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/onboarding');
  });

  it('lets a nurse who finished onboarding open her profile', () => {
    renderAt('/profile', aUser({ accountStatus: 'live', onboardingCompleted: true }));
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
  });

  it('leaves a pending nurse on the dashboard', () => {
    renderAt('/dashboard', aUser({ accountStatus: 'pending', onboardingCompleted: false }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('sends a finished setup away from /onboarding to /dashboard', () => {
    renderAt('/onboarding', aUser({ accountStatus: 'live', onboardingCompleted: true }));
    expect(screen.getByTestId('path').textContent).toBe('/dashboard');
  });

  it('sends /onboarding without a user to /login', () => {
    renderAt('/onboarding', null);
    expect(screen.getByTestId('path').textContent).toBe('/login');
  });
});

describe('host session for remotes', () => {
  it('reads the signed-in user and stores the one a remote hands back', () => {
    const storage = new MemoryStorage();
    const { store, host } = createAppStore({ storedUser: aUser({ name: 'Before' }), storage });
    expect(host.session?.selectUser(store.getState())?.name).toBe('Before');
    host.session?.setUser(aUser({ name: 'After', onboardingCompleted: true }));
    expect(store.getState().session.user).toMatchObject({ name: 'After', onboardingCompleted: true });
    expect(JSON.parse(storage.getItem(STORED_USER_KEY) ?? 'null')).toEqual({ firstName: 'After' });
  });
});
