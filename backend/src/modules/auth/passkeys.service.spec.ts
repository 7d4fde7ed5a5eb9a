import { TWO_FACTOR, TWO_FACTOR_ERRORS } from '@nurse/domain';
import type { AppConfig } from '../../config/app-config';
import { InvalidInputError, NotFoundError } from '../../common/domain-errors';
import type { SigningKeysService } from '../../signing-keys/signing-keys.service';
import type { UserEntity } from '../users/entities/user.entity';
import type { AuthChallengesRepository } from './auth-challenges.repository';
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
