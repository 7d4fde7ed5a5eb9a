import { Inject, Injectable } from '@nestjs/common';
import {
  ACCOUNT_DELETION_TEXTS,
  deriveAccountName,
  ERRORS,
  ncsbnDigits,
  phoneDigits,
  US_STATES,
  validateAuthPhone,
  validateEmail,
  validateName,
  validatePassword,
  validateSignupPhone,
  validateVerification,
  VALIDATION,
  type ValidationResult,
  TWO_FACTOR,
  TWO_FACTOR_ERRORS,
} from '@nurse/domain';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { ConflictError, ForbiddenError, InvalidInputError, NotSignedInError } from '../../common/domain-errors';
import { AuditService } from '../audit/audit.service';
import { isUniqueViolation } from '../../database/unique-violation';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { emailAccountKey } from '../../rate-limit/rate-limit-keys';
import { RateLimitService } from '../../rate-limit/rate-limit.service';
import type { SessionCookie } from '../../sessions/session-cookie';
import { SessionService } from '../../sessions/session.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService, type NewUser } from '../users/users.service';
import { InvitesService } from '../invites/invites.service';
import type { RegisterDto } from './dto/auth.dto';
import { PasswordHasherService } from './password-hasher.service';
import { AuthChallengesRepository } from './auth-challenges.repository';
import { newStepToken, STEP_COOKIES, stepCookie, stepRecordId } from './auth-cookies';
import { PasskeysService } from './passkeys.service';
import { TwoFactorService } from './two-factor.service';

/** Hash of a random password, verified when the email is unknown so both failures take as long. */
const UNKNOWN_USER_HASH = '$argon2id$v=19$m=19456,p=1,t=2$EgzzaxUxxOiqjgcJrf1L+Q$D7PXAQiy5M+499yKKZR2G2zA0f5Fd2Y7u88UG1QigjI';

function check(rules: [string, ValidationResult][]): void {
  const errors = rules.filter(([, message]) => message !== null).map(([field, message]) => ({ field, message: message! }));
  if (errors.length > 0) throw InvalidInputError.forFields(errors);
}

/** A signed-in account and the cookies that carry its new session. */
export interface SignedIn {
  user: UserEntity;
  cookies: SessionCookie[];
}

/**
 * A password sign-in: signed in, or her password was right and her authenticator code comes next, or
 * her account is scheduled for deletion (she may keep it by signing in again with `keepAccount`).
 */
export type PasswordSignIn =
  ({ kind: 'signed-in' } & SignedIn) | { kind: 'second-step'; cookies: SessionCookie[] } | { kind: 'deletion-scheduled'; dueAt: Date };

const blankToNull = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasherService,
    private readonly sessions: SessionService,
    private readonly invites: InvitesService,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: MailOutbox,
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeysService,
    private readonly challenges: AuthChallengesRepository,
    private readonly limits: RateLimitService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Puts a new account on the waitlist, signs it in and welcomes it by email. The account, its
   * invitations and their emails are stored in one transaction.
   */
  async register(dto: RegisterDto): Promise<SignedIn> {
    const fields = this.validateRegistration(dto);
    if (await this.users.findByEmail(fields.email)) throw new ConflictError(ERRORS.duplicateEmail);
    const passwordHash = await this.hasher.hash(dto.password);

    let registered: { user: UserEntity; mailIds: number[] };
    try {
      registered = await this.unitOfWork.run(async (tx) => {
        const user = await this.users.create({ ...fields, passwordHash }, tx);
        const welcome = await this.outbox.add(tx, user.email, { template: 'welcome', name: user.name, appUrl: this.config.appUrl });
        const invitees = this.invites.invitees(user, fields.invitationEmails);
        const invitations = invitees.length > 0 ? await this.invites.inviteWithin(tx, user, invitees) : [];
        return { user, mailIds: [welcome, ...invitations] };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(ERRORS.duplicateEmail);
      throw error;
    }
    await this.outbox.dispatch(registered.mailIds);
    // Read again as stored, with the invitations recorded in the same transaction.
    const user = await this.users.getById(registered.user.id);
    return { user, cookies: [await this.sessions.start('user', user.id)] };
  }

  /**
   * Same answer for an unknown email and a wrong password. With her authenticator app on, a right
   * password starts the second step (kept on the server for TWO_FACTOR.secondStepTtlMs under the
   * token of a cookie of its own) instead of a session.
   */
  async login(email: string, password: string, previousSessionId: string | null, keepAccount = false): Promise<PasswordSignIn> {
    const found = await this.users.findByEmail(email);
    const valid = await this.hasher.verify(found?.passwordHash ?? UNKNOWN_USER_HASH, password);
    if (!found || !valid || found.accountStatus === 'deleted') throw new NotSignedInError(ERRORS.invalidCredentials);
    let user = found;
    if (user.accountStatus === 'deleting') {
      if (!keepAccount) return { kind: 'deletion-scheduled', dueAt: user.deletionDueAt! };
      user = await this.users.keepAccount(user);
      await this.audit.record('account-deletion-cancelled', { type: 'user', id: user.id }, null, undefined, 'nurse');
    }
    if (await this.twoFactor.isOn(user.id)) {
      const { token, id } = newStepToken();
      const expiresAt = new Date(Date.now() + TWO_FACTOR.secondStepTtlMs);
      await this.challenges.put({ id, purpose: 'second-step', userId: user.id, challenge: null, expiresAt });
      return {
        kind: 'second-step',
        cookies: [stepCookie(STEP_COOKIES.secondStep, token, this.config.secureCookies, TWO_FACTOR.secondStepTtlMs)],
      };
    }
    return { kind: 'signed-in', ...(await this.signIn(user, previousSessionId)) };
  }

  /**
   * The second step: a code from her app or a recovery code, for the password sign-in the token
   * names. A wrong code leaves the step open until it expires (her account's limit counts the tries).
   */
  async completeSecondStep(token: string | null, code: string, previousSessionId: string | null): Promise<SignedIn> {
    const id = token ? stepRecordId(token) : null;
    const step = id ? await this.challenges.find(id, 'second-step', new Date()) : null;
    if (!id || step?.userId == null) throw new NotSignedInError(TWO_FACTOR_ERRORS.secondStepExpired);
    if (!(await this.twoFactor.verify(step.userId, code))) throw new NotSignedInError(TWO_FACTOR_ERRORS.codeInvalid);
    const user = await this.users.findById(step.userId);
    if (!user || !(await this.challenges.take(id, 'second-step', new Date())))
      throw new NotSignedInError(TWO_FACTOR_ERRORS.secondStepExpired);
    const signedIn = await this.signIn(user, previousSessionId);
    return { ...signedIn, cookies: [...signedIn.cookies, stepCookie(STEP_COOKIES.secondStep, null, this.config.secureCookies)] };
  }

  /**
   * Signs in with a passkey (which is a second factor by itself), through the same session start as
   * the password, and counted against her account's sign-in limit as a password attempt is.
   */
  async loginWithPasskey(token: string | null, response: AuthenticationResponseJSON, previousSessionId: string | null): Promise<SignedIn> {
    const userId = await this.passkeys.signIn(token, response);
    const user = await this.users.findById(userId);
    if (!user || user.accountStatus === 'deleted') throw new NotSignedInError(TWO_FACTOR_ERRORS.passkeyNotRecognised);
    if (user.accountStatus === 'deleting') throw new ForbiddenError(ACCOUNT_DELETION_TEXTS.passkeyScheduled(user.deletionDueAt!));
    await this.limits.consumeForAccount('login', emailAccountKey(user.email));
    const signedIn = await this.signIn(user, previousSessionId);
    return { ...signedIn, cookies: [...signedIn.cookies, stepCookie(STEP_COOKIES.passkeyChallenge, null, this.config.secureCookies)] };
  }

  /** A fresh session for her (ending the one this browser had), her sign-in recorded. */
  private async signIn(user: UserEntity, previousSessionId: string | null): Promise<SignedIn> {
    if (previousSessionId) await this.sessions.end('user', previousSessionId);
    const cookie = await this.sessions.start('user', user.id);
    return { user: await this.users.recordLogin(user), cookies: [cookie] };
  }

  /** Ends the session; answers the cookie that clears it. */
  async logout(sessionId: string | null): Promise<SessionCookie[]> {
    return [await this.sessions.end('user', sessionId)];
  }

  private validateRegistration(dto: RegisterDto): Omit<NewUser, 'passwordHash'> {
    const email = dto.email.trim();
    const fromAuthScreen = dto.verificationType === undefined && dto.name !== undefined;
    if (fromAuthScreen) {
      check([
        ['name', validateName(dto.name ?? '')],
        ['email', validateEmail(email)],
        ['phone', validateAuthPhone(dto.phone)],
        ['password', validatePassword(dto.password)],
      ]);
      return {
        name: (dto.name ?? '').trim().replace(/\s+/g, ' '),
        email,
        phone: phoneDigits(dto.phone),
        verificationType: null,
        firstName: null,
        lastName: null,
        licenseNumber: null,
        licenseType: null,
        state: null,
        ncsbnId: null,
        invitationEmails: [],
      };
    }

    const state = blankToNull(dto.state);
    const knownState = state === null || US_STATES.some((s) => s.name === state || s.code === state);
    check([
      ['email', validateEmail(email)],
      ['password', validatePassword(dto.password)],
      ['phone', validateSignupPhone(dto.phone)],
      ['verificationType', validateVerification({ ...dto, ncsbnId: dto.ncsbnId?.trim() })],
      ['state', knownState ? null : VALIDATION.stateUnknown],
    ]);
    const name = deriveAccountName({ ...dto, email });
    check([['name', name.length > 0 ? null : VALIDATION.nameRequired]]);
    const type = dto.verificationType!;
    return {
      name: name.slice(0, 100),
      email,
      phone: phoneDigits(dto.phone),
      verificationType: type,
      firstName: type === 'name' ? blankToNull(dto.firstName) : null,
      lastName: type === 'name' ? blankToNull(dto.lastName) : null,
      licenseNumber: type === 'license' ? blankToNull(dto.licenseNumber) : null,
      licenseType: type === 'ncsbn' ? null : blankToNull(dto.licenseType),
      state: type === 'ncsbn' ? null : state,
      ncsbnId: type === 'ncsbn' ? ncsbnDigits(dto.ncsbnId ?? '') : null,
      invitationEmails: dto.invitationEmails ?? [],
    };
  }
}
