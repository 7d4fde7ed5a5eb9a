import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { TWO_FACTOR, TWO_FACTOR_ERRORS } from '@nurse/domain';
import type { AppConfig } from '../../config/app-config';
import { InvalidInputError, NotFoundError } from '../../common/domain-errors';
import type { SigningKeysService } from '../../signing-keys/signing-keys.service';
import type { UserEntity } from '../users/entities/user.entity';
import type { AuthChallengesRepository, NewAuthChallenge } from './auth-challenges.repository';
import type { AuthChallengeEntity } from './entities/auth-challenge.entity';
import type { PasskeyCredentialEntity } from './entities/passkey-credential.entity';
import type { PasswordHasherService } from './password-hasher.service';
import type { PasskeysRepository } from './passkeys.repository';
import { PasskeysService } from './passkeys.service';

describe('removing a passkey', () => {
  const user = { id: 3, passwordHash: 'hash-of-her-password' } as UserEntity;
  const removeOf = jest.fn<Promise<boolean>, [number, number]>();
  const verify = jest.fn<Promise<boolean>, [string, string]>(async (_hash, password) => password === 'her-password');
  const service = new PasskeysService(
    { webauthn: { rpId: 'nurse.test', rpName: 'Nurses', origins: ['http://nurse.test'] } } as AppConfig,
    { removeOf } as unknown as PasskeysRepository,
    {} as AuthChallengesRepository,
    {} as SigningKeysService,
    { verify } as unknown as PasswordHasherService,
  );
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  beforeEach(() => {
    removeOf.mockReset().mockResolvedValue(true);
    verify.mockClear();
  });

  it('needs nothing more within 15 minutes of signing in', async () => {
    await service.remove(user, 9, minutesAgo(TWO_FACTOR.recentSignInMs / 60_000 - 1), undefined);
    expect(removeOf).toHaveBeenCalledWith(3, 9);
    expect(verify).not.toHaveBeenCalled();
  });

  it('asks for her password later, refuses a wrong one, and removes with the right one', async () => {
    const signedIn = minutesAgo(TWO_FACTOR.recentSignInMs / 60_000 + 1);
    const missing = await refusal(service.remove(user, 9, signedIn, undefined));
    expect(missing).toBeInstanceOf(InvalidInputError);
    expect((missing as InvalidInputError).errors).toEqual([{ field: 'password', message: TWO_FACTOR_ERRORS.passwordToConfirm }]);
    const wrong = await refusal(service.remove(user, 9, signedIn, 'not-hers'));
    expect((wrong as InvalidInputError).message).toBe(TWO_FACTOR_ERRORS.passwordWrong);
    expect(removeOf).not.toHaveBeenCalled();

    await service.remove(user, 9, signedIn, 'her-password');
    expect(removeOf).toHaveBeenCalledWith(3, 9);
  });

  it('treats a session whose start is unknown as not recent', async () => {
    expect(await refusal(service.remove(user, 9, null, undefined))).toBeInstanceOf(InvalidInputError);
  });

  it('answers not found for a passkey that is not hers', async () => {
    removeOf.mockResolvedValue(false);
    const error = await refusal(service.remove(user, 9, minutesAgo(1), undefined));
    expect(error).toBeInstanceOf(NotFoundError);
  });
});

describe('confirming with a passkey', () => {
  const hers = { id: 1, userId: 3, credentialId: 'aGVycw', publicKey: 'AA', counter: 0, transports: 'internal' } as PasskeyCredentialEntity;
  const another = { ...hers, id: 2, userId: 4, credentialId: 'b3RoZXI' } as PasskeyCredentialEntity;
  const listOf = jest.fn<Promise<PasskeyCredentialEntity[]>, [number]>();
  const findByCredentialId = jest.fn<Promise<PasskeyCredentialEntity | null>, [string]>();
  const put = jest.fn<Promise<void>, [NewAuthChallenge]>();
  const take = jest.fn<Promise<AuthChallengeEntity | null>, [string, string, Date]>();
  const service = new PasskeysService(
    { webauthn: { rpId: 'nurse.test', rpName: 'Nurses', origins: ['http://nurse.test'] } } as AppConfig,
    { listOf, findByCredentialId } as unknown as PasskeysRepository,
    { put, take } as unknown as AuthChallengesRepository,
    {} as SigningKeysService,
    {} as PasswordHasherService,
  );
  const answer = (id: string) => ({ id }) as AuthenticationResponseJSON;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  beforeEach(() => {
    listOf.mockReset();
    findByCredentialId.mockReset();
    put.mockReset().mockResolvedValue(undefined);
    take.mockReset();
  });

  it('refuses options when she has no passkey, and otherwise allows only hers, keeping the challenge for her session', async () => {
    listOf.mockResolvedValue([]);
    const none = await refusal(service.confirmationOptions(3, 'session-a'));
    expect(none).toBeInstanceOf(InvalidInputError);
    expect((none as InvalidInputError).message).toBe(TWO_FACTOR_ERRORS.passkeysNone);
    expect(put).not.toHaveBeenCalled();

    listOf.mockResolvedValue([hers]);
    const options = await service.confirmationOptions(3, 'session-a');
    expect(options.allowCredentials).toEqual([{ id: hers.credentialId, type: 'public-key', transports: ['internal'] }]);
    expect(put).toHaveBeenCalledWith(expect.objectContaining({ purpose: 'passkey-confirmation', userId: 3, challenge: options.challenge }));
    const kept = put.mock.calls[0][0].id;
    await service.confirmationOptions(3, 'session-b');
    expect(put.mock.calls[1][0].id).not.toBe(kept);
  });

  it('refuses, as input, an answer with no challenge kept, a challenge kept for someone else, or a passkey not hers', async () => {
    const expired = await refusal(service.confirm(3, 'session-a', answer(hers.credentialId)));
    expect((expired as InvalidInputError).message).toBe(TWO_FACTOR_ERRORS.passkeyChallengeExpired);

    take.mockResolvedValue({ id: 'x', purpose: 'passkey-confirmation', userId: 4, challenge: 'c', expiresAt: new Date() });
    const othersChallenge = await refusal(service.confirm(3, 'session-a', answer(hers.credentialId)));
    expect((othersChallenge as InvalidInputError).message).toBe(TWO_FACTOR_ERRORS.passkeyChallengeExpired);

    take.mockResolvedValue({ id: 'x', purpose: 'passkey-confirmation', userId: 3, challenge: 'c', expiresAt: new Date() });
    findByCredentialId.mockResolvedValue(another);
    const foreign = await refusal(service.confirm(3, 'session-a', answer(another.credentialId)));
    expect(foreign).toBeInstanceOf(InvalidInputError);
    expect((foreign as InvalidInputError).message).toBe(TWO_FACTOR_ERRORS.passkeyNotYours);

    findByCredentialId.mockResolvedValue(hers);
    const unsigned = await refusal(service.confirm(3, 'session-a', answer(hers.credentialId)));
    expect(unsigned).toBeInstanceOf(InvalidInputError);
    expect((unsigned as InvalidInputError).message).toBe(TWO_FACTOR_ERRORS.passkeyRefused);
    expect(take).toHaveBeenCalledWith(expect.any(String), 'passkey-confirmation', expect.any(Date));
  });
});
