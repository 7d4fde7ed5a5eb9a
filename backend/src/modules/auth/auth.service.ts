import { Inject, Injectable } from '@nestjs/common';
import {
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
} from '@nurse/domain';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { ConflictError, InvalidInputError, NotSignedInError } from '../../common/domain-errors';
import { isUniqueViolation } from '../../database/unique-violation';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { MailOutbox } from '../../mail/mail-outbox.service';
import type { SessionCookie } from '../../sessions/session-cookie';
import { SessionService } from '../../sessions/session.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService, type NewUser } from '../users/users.service';
import { InvitesService } from '../invites/invites.service';
import type { RegisterDto } from './dto/auth.dto';
import { PasswordHasherService } from './password-hasher.service';

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

  /** Same answer for an unknown email and a wrong password. */
  async login(email: string, password: string, previousSessionId: string | null): Promise<SignedIn> {
    const user = await this.users.findByEmail(email);
    const valid = await this.hasher.verify(user?.passwordHash ?? UNKNOWN_USER_HASH, password);
    if (!user || !valid) throw new NotSignedInError(ERRORS.invalidCredentials);
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
