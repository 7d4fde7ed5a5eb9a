import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { TWO_FACTOR, TWO_FACTOR_ERRORS } from '@nurse/domain';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { ConflictError, InvalidInputError, NotFoundError, NotSignedInError } from '../../common/domain-errors';
import { isUniqueViolation } from '../../database/unique-violation';
import { SigningKeysService } from '../../signing-keys/signing-keys.service';
import type { UserEntity } from '../users/entities/user.entity';
import { AuthChallengesRepository } from './auth-challenges.repository';
import { newStepToken, stepRecordId } from './auth-cookies';
import type { PasskeyCredentialEntity } from './entities/passkey-credential.entity';
import { PasswordHasherService } from './password-hasher.service';
import { PasskeysRepository } from './passkeys.repository';

/** The record of a passkey being added in a session is kept under its session's id, hashed. */
const registrationRecordId = (sessionId: string) => stepRecordId(`passkey-registration:${sessionId}`);
/** Likewise the challenge of her confirming a sensitive action (deleting her account) with a passkey. */
const confirmationRecordId = (sessionId: string) => stepRecordId(`passkey-confirmation:${sessionId}`);

const transportsOf = (passkey: PasskeyCredentialEntity) =>
  passkey.transports ? (passkey.transports.split(',') as AuthenticatorTransport[]) : undefined;

/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): adding one from her settings, signing in
 * with one, usernameless, and confirming a sensitive action with one of hers instead of her password. Each ceremony's challenge is kept on the server for TWO_FACTOR.challengeTtlMs
 * and answered once; the relying party and the origins allowed come from the configuration.
 */
@Injectable()
export class PasskeysService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly passkeys: PasskeysRepository,
    private readonly challenges: AuthChallengesRepository,
    private readonly keys: SigningKeysService,
    private readonly hasher: PasswordHasherService,
  ) {}

  list(userId: number): Promise<PasskeyCredentialEntity[]> {
    return this.passkeys.listOf(userId);
  }

  /** What her browser needs to make a passkey for her account; the challenge is kept for her session. */
  async registrationOptions(user: UserEntity, sessionId: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.passkeys.listOf(user.id);
    const options = await generateRegistrationOptions({
      rpName: this.config.webauthn.rpName,
      rpID: this.config.webauthn.rpId,
      userName: user.email,
      userDisplayName: user.name,
      userID: this.userHandle(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
      // Discoverable, so she signs in without typing her email.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: TWO_FACTOR.challengeTtlMs,
    });
    await this.challenges.put({
      id: registrationRecordId(sessionId),
      purpose: 'passkey-registration',
      userId: user.id,
      challenge: options.challenge,
      expiresAt: new Date(Date.now() + TWO_FACTOR.challengeTtlMs),
    });
    return options;
  }

  /** Checks the new passkey against the challenge kept for her session, and stores it under the name she gave. */
  async register(user: UserEntity, sessionId: string, name: string, response: RegistrationResponseJSON): Promise<PasskeyCredentialEntity> {
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > TWO_FACTOR.passkeyNameMax) {
      throw InvalidInputError.forFields([{ field: 'name', message: TWO_FACTOR_ERRORS.passkeyName }]);
    }
    const challenge = await this.challenges.take(registrationRecordId(sessionId), 'passkey-registration', new Date());
    if (!challenge?.challenge || challenge.userId !== user.id) throw new InvalidInputError(TWO_FACTOR_ERRORS.passkeyChallengeExpired);
    if ((await this.passkeys.countOf(user.id)) >= TWO_FACTOR.passkeysMax) throw new ConflictError(TWO_FACTOR_ERRORS.passkeysMax);

    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: this.config.webauthn.origins,
      expectedRPID: this.config.webauthn.rpId,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verified?.verified) throw new InvalidInputError(TWO_FACTOR_ERRORS.passkeyRefused);

    const { credential } = verified.registrationInfo;
    try {
      return await this.passkeys.insert(
        {
          userId: user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: (credential.transports ?? response.response.transports ?? []).join(','),
          name: trimmed,
        },
        new Date(),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(TWO_FACTOR_ERRORS.passkeyDuplicate);
      throw error;
    }
  }

  /**
   * Removes one of her passkeys. Within TWO_FACTOR.recentSignInMs of signing in she needs nothing
   * more; later, her password.
   */
  async remove(user: UserEntity, passkeyId: number, signedInAt: Date | null, password: string | undefined): Promise<void> {
    const recent = signedInAt !== null && Date.now() - signedInAt.getTime() <= TWO_FACTOR.recentSignInMs;
    if (!recent) {
      if (!password) throw InvalidInputError.forFields([{ field: 'password', message: TWO_FACTOR_ERRORS.passwordToConfirm }]);
      if (!(await this.hasher.verify(user.passwordHash, password))) {
        throw InvalidInputError.forFields([{ field: 'password', message: TWO_FACTOR_ERRORS.passwordWrong }]);
      }
    }
    if (!(await this.passkeys.removeOf(user.id, passkeyId))) throw new NotFoundError(TWO_FACTOR_ERRORS.passkeyNotFound);
  }

  /** Options for signing in with any passkey of this site; the challenge is kept under a new token for her cookie. */
  async signInOptions(): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; token: string }> {
    const options = await generateAuthenticationOptions({
      rpID: this.config.webauthn.rpId,
      userVerification: 'preferred',
      timeout: TWO_FACTOR.challengeTtlMs,
    });
    const { token, id } = newStepToken();
    await this.challenges.put({
      id,
      purpose: 'passkey-sign-in',
      userId: null,
      challenge: options.challenge,
      expiresAt: new Date(Date.now() + TWO_FACTOR.challengeTtlMs),
    });
    return { options, token };
  }

  /**
   * The account whose passkey answered the challenge kept under the token. The challenge is spent
   * whatever the outcome, and the signature counter must move on, so an answer replayed is refused.
   */
  async signIn(token: string | null, response: AuthenticationResponseJSON): Promise<number> {
    const challenge = token ? await this.challenges.take(stepRecordId(token), 'passkey-sign-in', new Date()) : null;
    if (!challenge?.challenge) throw new InvalidInputError(TWO_FACTOR_ERRORS.passkeyChallengeExpired);
    const passkey = typeof response?.id === 'string' ? await this.passkeys.findByCredentialId(response.id) : null;
    if (!passkey) throw new NotSignedInError(TWO_FACTOR_ERRORS.passkeyNotRecognised);

    if (!(await this.verifyAssertion(passkey, challenge.challenge, response))) throw new NotSignedInError(TWO_FACTOR_ERRORS.passkeyRefused);
    return passkey.userId;
  }

  /**
   * Options for confirming a sensitive action with one of her passkeys (only hers are allowed); the
   * challenge is kept for her session, replacing one asked before in it.
   */
  async confirmationOptions(userId: number, sessionId: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const hers = await this.passkeys.listOf(userId);
    if (hers.length === 0) throw new InvalidInputError(TWO_FACTOR_ERRORS.passkeysNone);
    const options = await generateAuthenticationOptions({
      rpID: this.config.webauthn.rpId,
      allowCredentials: hers.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
      userVerification: 'preferred',
      timeout: TWO_FACTOR.challengeTtlMs,
    });
    await this.challenges.put({
      id: confirmationRecordId(sessionId),
      purpose: 'passkey-confirmation',
      userId,
      challenge: options.challenge,
      expiresAt: new Date(Date.now() + TWO_FACTOR.challengeTtlMs),
    });
    return options;
  }

  /**
   * Checks that one of her passkeys answered the challenge kept for her session, as a sign-in with it
   * would: the challenge is spent whatever the outcome and the counter must move on. Every refusal is
   * a 400 (she stays signed in to try again or use her password).
   */
  async confirm(userId: number, sessionId: string, response: AuthenticationResponseJSON): Promise<void> {
    const challenge = await this.challenges.take(confirmationRecordId(sessionId), 'passkey-confirmation', new Date());
    if (!challenge?.challenge || challenge.userId !== userId) throw new InvalidInputError(TWO_FACTOR_ERRORS.passkeyChallengeExpired);
    const passkey = typeof response?.id === 'string' ? await this.passkeys.findByCredentialId(response.id) : null;
    if (!passkey || passkey.userId !== userId) throw new InvalidInputError(TWO_FACTOR_ERRORS.passkeyNotYours);
    if (!(await this.verifyAssertion(passkey, challenge.challenge, response)))
      throw new InvalidInputError(TWO_FACTOR_ERRORS.passkeyRefused);
  }

  /** Whether the passkey signed this challenge for this site, and its counter moved on (recorded with the time of use). */
  private async verifyAssertion(
    passkey: PasskeyCredentialEntity,
    challenge: string,
    response: AuthenticationResponseJSON,
  ): Promise<boolean> {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.config.webauthn.origins,
      expectedRPID: this.config.webauthn.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: false,
    }).catch(() => null);
    if (!verified?.verified) return false;
    return this.passkeys.recordUse(passkey, verified.authenticationInfo.newCounter, new Date());
  }

  /** The opaque, stable id her passkeys carry for her account (never her database id). */
  private userHandle(userId: number): Uint8Array<ArrayBuffer> {
    const digest = createHmac('sha256', this.keys.of('passkey-user').signing).update(String(userId)).digest();
    return new Uint8Array(digest.subarray(0, 16));
  }
}
