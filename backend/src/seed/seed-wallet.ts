import { isEnlcEligible } from '@nurse/catalogue';
import type { CertificationEntity } from '../modules/credentials/entities/certification.entity';
import type { LicenceEntity } from '../modules/credentials/entities/licence.entity';

/** States that do not issue multistate licences, for the licences a nurse holds beyond her home state's. */
const OTHER_STATES = ['CA', 'NY', 'IL', 'OR', 'NV', 'MN', 'HI', 'AK'];
const CERTIFICATIONS = [
  { name: 'BLS', issuer: 'American Heart Association' },
  { name: 'ACLS', issuer: 'American Heart Association' },
];
/** Expiry dates fall from a month ago to two years ahead, evenly: every day has renewals due. */
const FIRST_EXPIRY_DAY = -30;
const EXPIRY_SPAN_DAYS = 760;
const DAY_MS = 86_400_000;

const calendarDay = (date: Date) => date.toISOString().slice(0, 10);

export interface SeededWallet {
  licences: Partial<LicenceEntity>[];
  certifications: Partial<CertificationEntity>[];
}

/**
 * The wallet of the `serial`th seeded nurse, who lives in `homeState`: an RN licence from her home
 * state (multistate where that state is in the compact), two single-state RN licences elsewhere, and
 * BLS and ACLS; each issued two years before it expires, its expiry spread from a month ago to two
 * years from `today` (UTC days).
 */
export function seededWallet(userId: number, serial: number, homeState: string, today: Date, random: () => number): SeededWallet {
  const dates = () => {
    const expiry = new Date(today.getTime() + (FIRST_EXPIRY_DAY + Math.floor(random() * EXPIRY_SPAN_DAYS)) * DAY_MS);
    const issue = new Date(expiry);
    issue.setUTCFullYear(expiry.getUTCFullYear() - 2);
    return { issueDate: calendarDay(issue), expiryDate: calendarDay(expiry) };
  };
  const elsewhere = OTHER_STATES.filter((state) => state !== homeState);
  const first = Math.floor(random() * elsewhere.length);
  const states = [homeState, elsewhere[first], elsewhere[(first + 1) % elsewhere.length]];
  const licences = states.map((state, index): Partial<LicenceEntity> => {
    const multistate = index === 0 && isEnlcEligible(state);
    return {
      userId,
      type: 'RN',
      aprnRole: null,
      state,
      number: `RN${serial}-${index + 1}`,
      multistate,
      residenceState: multistate ? state : null,
      status: 'active',
      showOnProfile: index === 0,
      ...dates(),
    };
  });
  const certifications = CERTIFICATIONS.map(({ name, issuer }, index): Partial<CertificationEntity> => ({
    userId,
    name,
    issuer,
    number: `${name}${serial}-${index + 1}`,
    showOnProfile: true,
    ...dates(),
  }));
  return { licences, certifications };
}
