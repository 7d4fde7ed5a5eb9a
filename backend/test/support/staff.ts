/**
 * Staff sign-in for the tests: every admin request of the suites goes through the owner made from
 * ADMIN_PASSWORD, signed in with a code of her authenticator app computed here (RFC 6238, with otpauth),
 * as her app would show it.
 */
import { Secret, TOTP } from 'otpauth';
import { STAFF } from '@nurse/domain';
import { ApiClient, type ApiResponse } from './api-client';

/** The first owner's address: ADMIN_EMAIL is not set in the tests, so its default. */
export const OWNER_EMAIL = STAFF.defaultOwnerEmail;

export const TOTP_STEP_MS = 30_000;

/** The code an authenticator app shows at `ms` for the secret. */
export function totpCode(secret: string, ms: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: ms });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectOk<T>(res: ApiResponse<T>, what: string): ApiResponse<T> {
  if (res.status !== 200) throw new Error(`${what}: expected HTTP 200, got ${res.status}: ${res.text}`);
  return res;
}

/**
 * A staff person's password and authenticator app, as the tests hold them. A code works once (its time
 * step is spent), so each sign-in takes the next unused step: now, then the step after (the server
 * accepts one step either side), waiting for the clock beyond that. A session once opened is handed to
 * every later client while it lasts, so a suite signing in as her a hundred times waits for no clock.
 */
export class StaffAuthenticator {
  secret: string | null = null;
  recoveryCodes: string[] = [];
  private lastStep = 0;
  private session: string | null = null;

  constructor(
    readonly baseUrl: string,
    readonly email: string,
    readonly password: string,
  ) {}

  /**
   * A code of a time step not used before; when both steps are spent, one of her recovery codes while she
   * has one (a sign-in takes either), else the next step's once the clock reaches it.
   */
  async nextCode(options: { appOnly?: boolean } = {}): Promise<string> {
    if (!this.secret) throw new Error(`${this.email} has no authenticator app yet`);
    for (;;) {
      const now = Math.floor(Date.now() / TOTP_STEP_MS);
      const step = Math.max(now, this.lastStep + 1);
      if (step <= now + 1) {
        this.lastStep = step;
        return totpCode(this.secret, step * TOTP_STEP_MS);
      }
      const recovery = options.appOnly ? undefined : this.recoveryCodes.shift();
      if (recovery) return recovery;
      await sleep((now + 1) * TOTP_STEP_MS - Date.now() + 50);
    }
  }

  /** Sets up her authenticator app on a client signed in without one; keeps the secret and recovery codes. */
  async setUpApp(client: ApiClient): Promise<void> {
    const { body: setup } = expectOk(await client.post('/api/admin/two-factor/setup'), 'authenticator setup');
    this.secret = setup.secret as string;
    const { body } = expectOk(
      await client.post('/api/admin/two-factor/enable', { code: await this.nextCode({ appOnly: true }) }),
      'authenticator on',
    );
    this.recoveryCodes = body.recoveryCodes as string[];
  }

  /** Signs in afresh on that client with her password and a new code (setting her app up when she has none). */
  async signInFresh(client: ApiClient): Promise<void> {
    const credentials = { email: this.email, password: this.password, ...(this.secret ? { code: await this.nextCode() } : {}) };
    const { body } = expectOk(await client.post('/api/admin/login', credentials), `staff sign-in of ${this.email}`);
    if (!body.isAdmin) await this.setUpApp(client);
    this.keepSession(client);
  }

  /** Hands the session of that client to later `client()` calls. */
  keepSession(client: ApiClient): void {
    this.session = client.cookie('admin_sid') ?? null;
  }

  /** A client with her session: the one open already when it still is, else a fresh sign-in. */
  async client(baseUrl = this.baseUrl): Promise<ApiClient> {
    if (this.session) {
      const held = new ApiClient(baseUrl);
      held.setCookie('admin_sid', this.session);
      const res = await held.get('/api/admin/session');
      if (res.status === 200 && res.body.isAdmin) return held;
    }
    const client = new ApiClient(baseUrl);
    await this.signInFresh(client);
    return client;
  }
}

/** The owner of each running app (keyed by its data folder, which an app started beside it shares). */
const owners = new Map<string, StaffAuthenticator>();

/** The first owner of the app at `baseUrl`, made from ADMIN_PASSWORD. */
export function ownerOf(key: string, baseUrl: string, adminPassword: string): StaffAuthenticator {
  let owner = owners.get(key);
  if (!owner) {
    owner = new StaffAuthenticator(baseUrl, OWNER_EMAIL, adminPassword);
    owners.set(key, owner);
  }
  return owner;
}
