import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startAuthentication } from '@simplewebauthn/browser';
import { signedIn } from '@nurse/host';
import { apiCalls, mockApi, type ApiCall } from '@nurse/api-client/testing';
import {
  ACCOUNT_DELETION_TEXTS,
  DATA_EXPORT_TEXTS,
  defaultChannelPreferences,
  TWO_FACTOR_ERRORS,
  type ChannelPreference,
} from '@nurse/domain';
import { shellApi } from '../../app/api';
import { renderScreen } from '../../test-utils/render';
import { aUser } from '../../test-utils/user';
import { clockTime } from './quiet-hours';
import SettingsPage from './settings-page';
import type { NotificationSettings } from './settings-api';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual<object>('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual<typeof import('@nurse/api-client/testing')>('@nurse/api-client/testing').mockBaseQuery,
}));

jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn() }));

const sent = (method: string, url: string) => apiCalls.filter((call) => call.method === method && call.url === url);

const storedSettings = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  channels: defaultChannelPreferences(),
  timeZone: 'America/Chicago',
  quietHours: { start: '22:00', end: '07:00' },
  ...overrides,
});

function serve(settings: NotificationSettings, saveNotifications?: (call: ApiCall) => { status: number; body?: unknown }) {
  mockApi({
    'GET /api/settings/notifications': { status: 200, body: settings },
    'PUT /api/settings/notifications':
      saveNotifications ??
      ((call) => {
        const change = call.body as { channels?: ChannelPreference[] };
        const changed = new Map((change.channels ?? []).map((channel) => [channel.category, channel]));
        return {
          status: 200,
          body: { ...settings, ...change, channels: settings.channels.map((channel) => changed.get(channel.category) ?? channel) },
        };
      }),
    'GET /api/settings/contact': { status: 200, body: { contactPolicy: 'connections', readReceipts: true } },
    'PUT /api/settings/contact': (call) => ({
      status: 200,
      body: { contactPolicy: 'connections', readReceipts: true, ...(call.body as object) },
    }),
    'GET /api/muted-conversations': { status: 200, body: { items: [{ user: { id: 9, name: 'Grace Nurse', profilePhoto: null } }] } },
    'DELETE /api/conversations/9/mute': { status: 204 },
    'GET /api/push/key': { status: 200, body: { publicKey: `B${'A'.repeat(86)}` } },
    'GET /api/push/subscriptions': {
      status: 200,
      body: { devices: [{ id: 4, deviceName: 'Safari on iOS', createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt: null }] },
    },
    'DELETE /api/push/subscriptions/4': { status: 204 },
    ...SECURITY,
  });
}

const SECURITY = {
  'GET /api/auth/passkeys': { status: 200, body: { items: [] } },
  'GET /api/auth/two-factor': { status: 200, body: { enabled: false, recoveryCodesLeft: 0 } },
};

describe('SettingsPage', () => {
  let stores: { dispatch: (action: unknown) => unknown }[] = [];
  afterEach(() => {
    // Drops RTK Query's cache timers so that jest can exit.
    stores.forEach((store) => store.dispatch(shellApi.util.resetApiState()));
    stores = [];
  });

  function renderSettings({ accountStatus = 'live' }: { accountStatus?: 'live' | 'pending' } = {}) {
    const rendered = renderScreen(<SettingsPage />);
    act(() => {
      rendered.store.dispatch(signedIn(aUser({ accountStatus })));
    });
    stores.push(rendered.store);
    return rendered;
  }

  it('tells a nurse on the waitlist that her settings come with her active account, and offers her a copy of her data', async () => {
    mockApi(SECURITY);
    renderSettings({ accountStatus: 'pending' });
    expect(screen.getByText('Your settings will be here once your account is active.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeTruthy();
    // Only how she signs in and her data, which are hers from the start.
    await waitFor(() =>
      expect(apiCalls.map((call) => `${call.method} ${call.url}`).sort()).toEqual([
        'GET /api/account/data-export',
        'GET /api/auth/passkeys',
        'GET /api/auth/two-factor',
      ]),
    );
  });

  it('deletes her account with her password and authenticator code, showing a refusal in words, then signs her out here', async () => {
    mockApi({
      'GET /api/account/data-export': {
        status: 200,
        body: { status: null, requestedAt: null, readyAt: null, expiresAt: null, bytes: null },
      },
      'GET /api/auth/passkeys': { status: 200, body: { items: [] } },
      'GET /api/auth/two-factor': { status: 200, body: { enabled: true, recoveryCodesLeft: 10 } },
      'POST /api/account/deletion': (call) =>
        (call.body as { password: string }).password === 'right-password-1'
          ? { status: 200, body: { message: 'Scheduled', deletionScheduledFor: '2026-12-12T21:30:00.000Z' } }
          : {
              status: 400,
              body: { statusCode: 400, message: ACCOUNT_DELETION_TEXTS.wrongPassword, errors: [{ field: 'password', message: '' }] },
            },
    });
    const { store } = renderSettings({ accountStatus: 'pending' });
    const section = screen.getByRole('heading', { name: ACCOUNT_DELETION_TEXTS.sectionTitle }).closest('section')!;
    fireEvent.click(within(section as HTMLElement).getByRole('button', { name: ACCOUNT_DELETION_TEXTS.confirmButton }));
    const code = await within(section as HTMLElement).findByLabelText(ACCOUNT_DELETION_TEXTS.codeLabel);
    fireEvent.change(within(section as HTMLElement).getByLabelText(ACCOUNT_DELETION_TEXTS.passwordLabel), {
      target: { value: 'wrong-password-1' },
    });
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(section as HTMLElement).getByRole('button', { name: ACCOUNT_DELETION_TEXTS.confirmButton }));
    expect(await within(section as HTMLElement).findByText(ACCOUNT_DELETION_TEXTS.wrongPassword)).toBeTruthy();
    expect((store.getState() as { session: { user: unknown } }).session.user).not.toBeNull();

    fireEvent.change(within(section as HTMLElement).getByLabelText(ACCOUNT_DELETION_TEXTS.passwordLabel), {
      target: { value: 'right-password-1' },
    });
    fireEvent.click(within(section as HTMLElement).getByRole('button', { name: ACCOUNT_DELETION_TEXTS.confirmButton }));
    await waitFor(() => expect((store.getState() as { session: { user: unknown } }).session.user).toBeNull());
    expect(sent('POST', '/api/account/deletion').map((call) => call.body)).toEqual([
      { password: 'wrong-password-1', code: '123456' },
      { password: 'right-password-1', code: '123456' },
    ]);
  });

  it('deletes her account with one of her passkeys instead of her password and code, after a cancelled prompt left it open', async () => {
    const assertion = { id: 'cGFzc2tleQ', rawId: 'cGFzc2tleQ', type: 'public-key', response: {}, clientExtensionResults: {} };
    const prompt = jest.mocked(startAuthentication);
    prompt.mockReset();
    prompt.mockRejectedValueOnce(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    prompt.mockResolvedValueOnce(assertion as unknown as Awaited<ReturnType<typeof startAuthentication>>);
    Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
    mockApi({
      'GET /api/account/data-export': {
        status: 200,
        body: { status: null, requestedAt: null, readyAt: null, expiresAt: null, bytes: null },
      },
      'GET /api/auth/passkeys': {
        status: 200,
        body: { items: [{ id: 1, name: 'My phone', createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt: null }] },
      },
      'GET /api/auth/two-factor': { status: 200, body: { enabled: true, recoveryCodesLeft: 10 } },
      'POST /api/account/deletion/passkey-options': { status: 200, body: { options: { challenge: 'Y2hhbGxlbmdl', allowCredentials: [] } } },
      'POST /api/account/deletion': { status: 200, body: { message: 'Scheduled', deletionScheduledFor: '2026-12-12T21:30:00.000Z' } },
    });
    try {
      const { store } = renderSettings({ accountStatus: 'pending' });
      const section = screen.getByRole('heading', { name: ACCOUNT_DELETION_TEXTS.sectionTitle }).closest('section') as HTMLElement;
      fireEvent.click(within(section).getByRole('button', { name: ACCOUNT_DELETION_TEXTS.confirmButton }));
      fireEvent.click(await within(section).findByRole('button', { name: ACCOUNT_DELETION_TEXTS.usePasskey }));
      expect(await within(section).findByText(ACCOUNT_DELETION_TEXTS.passkeyFailed)).toBeTruthy();
      expect(sent('POST', '/api/account/deletion')).toEqual([]);
      expect((store.getState() as { session: { user: unknown } }).session.user).not.toBeNull();

      fireEvent.click(within(section).getByRole('button', { name: ACCOUNT_DELETION_TEXTS.usePasskey }));
      await waitFor(() => expect((store.getState() as { session: { user: unknown } }).session.user).toBeNull());
      expect(prompt).toHaveBeenLastCalledWith({ optionsJSON: { challenge: 'Y2hhbGxlbmdl', allowCredentials: [] } });
      expect(sent('POST', '/api/account/deletion').map((call) => call.body)).toEqual([{ passkey: assertion }]);
    } finally {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    }
  });

  it('offers no passkey in the deletion dialog when she has none', async () => {
    Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
    mockApi(SECURITY);
    try {
      renderSettings({ accountStatus: 'pending' });
      const section = screen.getByRole('heading', { name: ACCOUNT_DELETION_TEXTS.sectionTitle }).closest('section') as HTMLElement;
      fireEvent.click(within(section).getByRole('button', { name: ACCOUNT_DELETION_TEXTS.confirmButton }));
      await within(section).findByLabelText(ACCOUNT_DELETION_TEXTS.passwordLabel);
      await waitFor(() => expect(sent('GET', '/api/auth/passkeys')).toHaveLength(1));
      expect(within(section).queryByRole('button', { name: ACCOUNT_DELETION_TEXTS.usePasskey })).toBeNull();
    } finally {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    }
  });

  it('turns the authenticator app on with a code, then shows her recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `ABCDE-2345${i}`);
    mockApi({
      ...SECURITY,
      'POST /api/auth/two-factor/setup': {
        status: 200,
        body: { secret: 'JBSWY3DPEHPK3PXP', secretGroups: 'JBSW Y3DP EHPK 3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
      },
      'POST /api/auth/two-factor/enable': (call) =>
        (call.body as { code: string }).code === '123456'
          ? { status: 200, body: { recoveryCodes: codes } }
          : { status: 400, body: { statusCode: 400, message: TWO_FACTOR_ERRORS.codeInvalid } },
    });
    renderSettings({ accountStatus: 'pending' });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on the authenticator app' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    const field = screen.getByLabelText('Enter the 6-digit code the app shows');
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(TWO_FACTOR_ERRORS.codeInvalid)).toBeTruthy();
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
  });

  it('asks for her data, shows it being prepared until it is ready, then offers the download', async () => {
    let state: Record<string, unknown> = { status: null, requestedAt: null, readyAt: null, expiresAt: null, bytes: null };
    mockApi({
      'GET /api/account/data-export': () => ({ status: 200, body: state }),
      'POST /api/account/data-export': () => {
        state = { ...state, status: 'queued', requestedAt: '2026-11-28T10:00:00.000Z' };
        return { status: 202, body: state };
      },
    });
    renderSettings({ accountStatus: 'pending' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for my data' }));
    expect(await screen.findByText('Your data is being prepared…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for my data' })).toBeNull();
    state = { ...state, status: 'ready', readyAt: '2026-11-28T10:00:05.000Z', expiresAt: '2026-12-01T10:00:05.000Z', bytes: 1_234_567 };
    const download = await screen.findByRole('link', { name: 'Download my data' }, { timeout: 5000 });
    expect(download.getAttribute('href')).toBe('/api/account/data-export/download');
    expect(screen.getByText(/1\.2 MB, available until/)).toBeTruthy();
    expect(sent('POST', '/api/account/data-export')).toHaveLength(1);
  });

  it('shows why she cannot ask again', async () => {
    mockApi({
      'GET /api/account/data-export': {
        status: 200,
        body: { status: 'expired', requestedAt: null, readyAt: null, expiresAt: null, bytes: null },
      },
      'POST /api/account/data-export': { status: 429, body: { statusCode: 429, message: DATA_EXPORT_TEXTS.dailyLimit } },
    });
    renderSettings({ accountStatus: 'pending' });
    expect(await screen.findByText(DATA_EXPORT_TEXTS.expiredStatus)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for my data' }));
    expect(await screen.findByText(DATA_EXPORT_TEXTS.dailyLimit)).toBeTruthy();
  });

  it('shows one row of switches per category and saves only the switch she flips', async () => {
    serve(storedSettings());
    renderSettings();
    const messagesByEmail = await screen.findByRole('switch', { name: 'Messages by email' });
    expect(messagesByEmail.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Career plan ready by email' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Licence and certification renewals by email' }).getAttribute('aria-checked')).toBe('true');
    // A header row, then one row per category the product knows.
    expect(screen.getAllByRole('row')).toHaveLength(defaultChannelPreferences().length + 1);

    fireEvent.click(messagesByEmail);
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(sent('PUT', '/api/settings/notifications').map((call) => call.body)).toEqual([
      { channels: [{ category: 'message', inApp: true, email: false, push: true }] },
    ]);
    expect(screen.getByRole('switch', { name: 'Messages by email' }).getAttribute('aria-checked')).toBe('false');
  });

  it('has a Push column, on by default for messages, requests and renewals, saved as she flips it', async () => {
    serve(storedSettings());
    renderSettings();
    const messagesByPush = await screen.findByRole('switch', { name: 'Messages by push' });
    expect(messagesByPush.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Licence and certification renewals by push' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Career plan ready by push' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(messagesByPush);
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(sent('PUT', '/api/settings/notifications').map((call) => call.body)).toEqual([
      { channels: [{ category: 'message', inApp: true, email: true, push: false }] },
    ]);
  });

  it('lists her devices with push, removes one, and says plainly when this browser cannot take pushes', async () => {
    serve(storedSettings());
    renderSettings();
    expect(await screen.findByText('Safari on iOS')).toBeTruthy();
    expect(screen.getByText('No push yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on push on this device' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This browser cannot receive push notifications');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Safari on iOS' }));
    expect(await screen.findByText('Device removed')).toBeTruthy();
    expect(sent('DELETE', '/api/push/subscriptions/4')).toHaveLength(1);
  });

  it("puts a refused change back and shows the server's reason", async () => {
    serve(storedSettings(), () => ({ status: 400, body: { statusCode: 400, message: 'quietHours.start must be a time of day' } }));
    renderSettings();
    fireEvent.click(await screen.findByRole('switch', { name: 'Messages in the app' }));
    expect(await screen.findByText('quietHours.start must be a time of day')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Messages in the app' }).getAttribute('aria-checked')).toBe('true'));
  });

  it('previews her quiet hours in her time zone and turns them off', async () => {
    serve(storedSettings({ quietHours: { start: '08:00', end: '16:00' } }));
    renderSettings();
    // On the clock of the test's locale (en-US: "8:00 AM").
    expect(await screen.findByText(`No email between ${clockTime('08:00')} and ${clockTime('16:00')} Chicago time`)).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'No email during quiet hours' }));
    await waitFor(() =>
      expect(sent('PUT', '/api/settings/notifications').map((call) => call.body)).toEqual([
        { timeZone: 'America/Chicago', quietHours: null },
      ]),
    );
    expect(await screen.findByText('Emails can arrive at any hour.')).toBeTruthy();
  });

  it("proposes the browser's time zone once when she never chose one", async () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    serve(storedSettings({ timeZone: null }));
    renderSettings();
    await waitFor(() => expect(sent('PUT', '/api/settings/notifications').map((call) => call.body)).toEqual([{ timeZone: browserZone }]));
  });

  it('saves who may contact her and lists muted conversations with Unmute', async () => {
    serve(storedSettings());
    renderSettings();
    fireEvent.click(await screen.findByRole('radio', { name: 'My connections and live nurses who share one of my specialties' }));
    await waitFor(() => expect(sent('PUT', '/api/settings/contact').map((call) => call.body)).toEqual([{ contactPolicy: 'specialty' }]));

    const muted = screen.getByRole('region', { name: 'Muted conversations' });
    fireEvent.click(within(muted).getByRole('button', { name: 'Unmute Grace Nurse' }));
    await waitFor(() => expect(sent('DELETE', '/api/conversations/9/mute')).toHaveLength(1));
  });
});
