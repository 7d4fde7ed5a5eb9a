import { TWO_FACTOR_ERRORS, TWO_FACTOR_NOTICES } from '@nurse/domain';
import type { ApiClient } from './support/api-client';
import { expectStatus, liveNurse, pendingNurse, type Nurse } from './support/actors';
import { SoftwareAuthenticator } from './support/software-authenticator';
import { TEST_APP_URL, useTestApp } from './support/test-app';

const app = useTestApp();

const authenticator = () => new SoftwareAuthenticator(TEST_APP_URL, new URL(TEST_APP_URL).hostname);

/** Adds a passkey made by `device` to the nurse's account, as her settings screen does. */
async function addPasskey(nurse: Nurse, device: SoftwareAuthenticator, name = 'My phone') {
  const { body } = expectStatus(await nurse.client.post('/api/auth/passkeys/options'), 200);
  return nurse.client.post('/api/auth/passkeys', { name, response: device.register(body.options) });
}

/** Asks for sign-in options on the client (which keeps the challenge's cookie) and answers them with the device. */
async function passkeyAssertion(client: ApiClient, device: SoftwareAuthenticator, origin?: string) {
  const { body } = expectStatus(await client.post('/api/auth/passkey-sign-in/options'), 200);
  expect(body.options.allowCredentials ?? []).toEqual([]); // usernameless: any passkey of the site
  return device.assert(body.options, { origin });
}

describe('adding passkeys', () => {
  it('adds a named passkey with options that ask for a discoverable credential of this site', async () => {
    const nurse = await pendingNurse(app);
    const device = authenticator();
    const { body } = expectStatus(await nurse.client.post('/api/auth/passkeys/options'), 200);
    expect(body.options).toMatchObject({
      rp: { id: 'nurse.test', name: 'Nurse Career Network' },
      user: { name: nurse.email },
      authenticatorSelection: { residentKey: 'required' },
    });
    expect(body.options.user.id).not.toBe(String(nurse.id));

    const added = expectStatus(
      await nurse.client.post('/api/auth/passkeys', { name: ' Work laptop ', response: device.register(body.options) }),
      201,
    );
    expect(added.body).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    const { body: list } = expectStatus(await nurse.client.get('/api/auth/passkeys'), 200);
    expect(list.items).toEqual([{ id: added.body.id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null }]);
  });

  it('answers a challenge once: a second registration with the same answer is refused', async () => {
    const nurse = await pendingNurse(app);
    const device = authenticator();
    const { body } = expectStatus(await nurse.client.post('/api/auth/passkeys/options'), 200);
    const response = device.register(body.options);
    expectStatus(await nurse.client.post('/api/auth/passkeys', { name: 'Phone', response }), 201);
    const again = await nurse.client.post('/api/auth/passkeys', { name: 'Phone', response });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(TWO_FACTOR_ERRORS.passkeyChallengeExpired);
  });

  it('refuses a passkey made for another origin or another session', async () => {
    const nurse = await pendingNurse(app);
    const { body } = expectStatus(await nurse.client.post('/api/auth/passkeys/options'), 200);
    const wrongOrigin = await nurse.client.post('/api/auth/passkeys', {
      name: 'Phone',
      response: authenticator().register(body.options, { origin: 'http://evil.test' }),
    });
    expect(wrongOrigin.status).toBe(400);
    expect(wrongOrigin.body.message).toBe(TWO_FACTOR_ERRORS.passkeyRefused);

    // The challenge was kept for the first nurse's session; another session has none.
    const other = await pendingNurse(app);
    const { body: options } = expectStatus(await nurse.client.post('/api/auth/passkeys/options'), 200);
    const res = await other.client.post('/api/auth/passkeys', { name: 'Phone', response: authenticator().register(options.options) });
    expect(res.status).toBe(400);
    expect((await other.client.get('/api/auth/passkeys')).body.items).toEqual([]);
  });

  it('refuses a nameless passkey and an answer that is not an object', async () => {
    const nurse = await pendingNurse(app);
    const { body } = expectStatus(await nurse.client.post('/api/auth/passkeys/options'), 200);
    const nameless = await nurse.client.post('/api/auth/passkeys', { name: '  ', response: authenticator().register(body.options) });
    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toBe(TWO_FACTOR_ERRORS.passkeyName);
    const notObject = await nurse.client.post('/api/auth/passkeys', { name: 'x', response: 'abc' });
    expect(notObject.status).toBe(400);
  });
});

describe('signing in with a passkey', () => {
  it('signs her in without her email, and records when the passkey was used', async () => {
    const nurse = await liveNurse(app);
    const device = authenticator();
    expectStatus(await addPasskey(nurse, device), 201);

    const browser = app.client();
    const res = expectStatus(await browser.post('/api/auth/passkey-sign-in', { response: await passkeyAssertion(browser, device) }), 200);
    expect(res.body).toMatchObject({ id: nurse.id, email: nurse.email, accountStatus: 'live' });
    expect(browser.cookie('sid')).toBeDefined();
    expect(browser.cookie('passkey_challenge')).toBeUndefined();
    expect(expectStatus(await browser.get('/api/auth/me'), 200).body.id).toBe(nurse.id);
    const { body: list } = expectStatus(await browser.get('/api/auth/passkeys'), 200);
    expect(list.items[0].lastUsedAt).not.toBeNull();
  });

  it('refuses an assertion replayed, whether against its spent challenge or a new one', async () => {
    const nurse = await pendingNurse(app);
    const device = authenticator();
    expectStatus(await addPasskey(nurse, device), 201);

    const browser = app.client();
    const assertion = await passkeyAssertion(browser, device);
    expectStatus(await browser.post('/api/auth/passkey-sign-in', { response: assertion }), 200);

    const attacker = app.client();
    const spent = await attacker.post('/api/auth/passkey-sign-in', { response: assertion });
    expect(spent.status).toBe(400);
    expect(spent.body.message).toBe(TWO_FACTOR_ERRORS.passkeyChallengeExpired);

    expectStatus(await attacker.post('/api/auth/passkey-sign-in/options'), 200);
    const fresh = await attacker.post('/api/auth/passkey-sign-in', { response: assertion });
    expect(fresh.status).toBe(401);
    expect(fresh.body.message).toBe(TWO_FACTOR_ERRORS.passkeyRefused);
    expect(attacker.cookie('sid')).toBeUndefined();
  });

  it('refuses an assertion made on another origin, and a passkey the site does not know', async () => {
    const nurse = await pendingNurse(app);
    const device = authenticator();
    expectStatus(await addPasskey(nurse, device), 201);

    const browser = app.client();
    const phished = await browser.post('/api/auth/passkey-sign-in', {
      response: await passkeyAssertion(browser, device, 'http://nurse.test.evil.example'),
    });
    expect(phished.status).toBe(401);
    expect(phished.body.message).toBe(TWO_FACTOR_ERRORS.passkeyRefused);
    expect(browser.cookie('sid')).toBeUndefined();

    const unknown = await browser.post('/api/auth/passkey-sign-in', { response: await passkeyAssertion(browser, authenticator()) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(TWO_FACTOR_ERRORS.passkeyNotRecognised);
  });

  it('refuses a sign-in without the challenge cookie', async () => {
    const nurse = await pendingNurse(app);
    const device = authenticator();
    expectStatus(await addPasskey(nurse, device), 201);
    const { body } = expectStatus(await app.client().post('/api/auth/passkey-sign-in/options'), 200);
    const res = await app.client().post('/api/auth/passkey-sign-in', { response: device.assert(body.options) });
    expect(res.status).toBe(400);
  });
});

describe('removing passkeys', () => {
  it('lets only her remove her passkey; another nurse neither sees nor removes it', async () => {
    const nurse = await liveNurse(app);
    const other = await liveNurse(app);
    const { body: passkey } = expectStatus(await addPasskey(nurse, authenticator()), 201);

    expect((await other.client.get('/api/auth/passkeys')).body.items).toEqual([]);
    const refused = await other.client.request('DELETE', `/api/auth/passkeys/${passkey.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(TWO_FACTOR_ERRORS.passkeyNotFound);
    expect((await nurse.client.get('/api/auth/passkeys')).body.items).toHaveLength(1);

    // Signed in a moment ago: no password needed.
    const removed = expectStatus(await nurse.client.request('DELETE', `/api/auth/passkeys/${passkey.id}`), 200);
    expect(removed.body).toEqual({ message: TWO_FACTOR_NOTICES.passkeyRemoved });
    expect((await nurse.client.get('/api/auth/passkeys')).body.items).toEqual([]);
    expect((await app.client().request('DELETE', `/api/auth/passkeys/${passkey.id}`)).status).toBe(401);
  });

  it('no longer signs her in with a passkey she removed', async () => {
    const nurse = await pendingNurse(app);
    const device = authenticator();
    const { body: passkey } = expectStatus(await addPasskey(nurse, device), 201);
    expectStatus(await nurse.client.request('DELETE', `/api/auth/passkeys/${passkey.id}`), 200);
    const browser = app.client();
    const res = await browser.post('/api/auth/passkey-sign-in', { response: await passkeyAssertion(browser, device) });
    expect(res.status).toBe(401);
  });
});
