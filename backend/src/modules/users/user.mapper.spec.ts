import { frozenAccount } from '../../sessions/session-cache';
import { UserEntity } from './entities/user.entity';
import { toOwnProfileDto, toUserDto } from './user.mapper';

function anAccount(): UserEntity {
  return Object.assign(new UserEntity(), {
    id: 7,
    name: 'Ada Nurse',
    email: 'ada@example.org',
    confirmedSpecialties: ['ICU'],
    createdAt: new Date('2026-01-02T03:04:05Z'),
    lastLogin: null,
  });
}

describe('toUserDto', () => {
  it('maps an account the session cache holds once, into a frozen record', () => {
    const account = frozenAccount(anAccount());
    const record = toUserDto(account);
    expect(record).toMatchObject({ id: 7, email: 'ada@example.org', createdAt: '2026-01-02T03:04:05.000Z', lastLogin: null });
    expect(Object.isFrozen(record)).toBe(true);
    expect(toUserDto(account)).toBe(record);
  });

  it('maps an account being changed afresh each time', () => {
    const account = anAccount();
    const first = toUserDto(account);
    account.name = 'Ada Lovelace Nurse';
    const second = toUserDto(account);
    expect(second).not.toBe(first);
    expect(second.name).toBe('Ada Lovelace Nurse');
  });
});

describe('toOwnProfileDto', () => {
  it("makes her own profile once while her frozen account and her wallet's kept names stay the same", () => {
    const account = frozenAccount(anAccount());
    const names = Object.freeze(['BLS']) as string[];
    const profile = toOwnProfileDto(account, names);
    expect(profile).toMatchObject({ id: 7, email: 'ada@example.org', walletCertifications: ['BLS'] });
    expect(toOwnProfileDto(account, names)).toBe(profile);

    const renamed = toOwnProfileDto(account, ['ACLS']);
    expect(renamed).not.toBe(profile);
    expect(renamed.walletCertifications).toEqual(['ACLS']);
  });

  it('makes the profile of an account being changed afresh each time', () => {
    const account = anAccount();
    const names = ['BLS'];
    const first = toOwnProfileDto(account, names);
    account.name = 'Ada Lovelace Nurse';
    expect(toOwnProfileDto(account, names).name).toBe('Ada Lovelace Nurse');
    expect(Object.isFrozen(first)).toBe(false);
  });
});
