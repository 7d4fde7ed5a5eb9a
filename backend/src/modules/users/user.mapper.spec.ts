import { frozenAccount } from '../../sessions/session-cache';
import { UserEntity } from './entities/user.entity';
import { toUserDto } from './user.mapper';

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
