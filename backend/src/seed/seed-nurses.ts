import { LICENSURE_TYPES, type AccountStatus } from '@nurse/domain';
import { reverseDigits } from '../modules/users/search/search-terms';

const FIRST_NAMES = [
  'Maria',
  'James',
  'Gianna',
  'Aisha',
  'Chen',
  'Olivia',
  'Mateo',
  'Priya',
  'Fatima',
  'Liam',
  'Sofia',
  'Kwame',
  'Emma',
  'Noah',
  'Isabella',
  'Hiroshi',
  'Grace',
  'Diego',
  'Amara',
  'Lucas',
  'Mei',
  'Ava',
  'Omar',
  'Chloe',
  'Ethan',
  'Zara',
  'Daniel',
  'Nia',
  'Samuel',
  'Leah',
  'Ravi',
  'Hannah',
  'Carlos',
  'Ingrid',
  'Theresa',
  'William',
  'Yara',
  'Joseph',
  'Elena',
  'Malik',
  'Rosa',
  'Benjamin',
  'Anika',
  'Patrick',
  'Lucia',
  'Tomás',
  'Naomi',
  'Victor',
  'Julia',
  'Kenji',
];
const LAST_NAMES = [
  'Garcia',
  'Smith',
  'Nguyen',
  'Johnson',
  'Patel',
  'Williams',
  'Kim',
  'Brown',
  'Hernandez',
  'Jones',
  'Okafor',
  'Miller',
  'Lopez',
  'Davis',
  'Chen',
  'Wilson',
  'Martinez',
  'Anderson',
  'Singh',
  'Thomas',
  "O'Brien",
  'Taylor',
  'Moore',
  'Jackson',
  'Rossi',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'Mensah',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Hill',
  'Green',
  'Adams',
  'Baker',
  'Nelson',
  'Carter',
  'Mitchell',
  'Perez',
  'Roberts',
  'Turner',
  'Phillips',
  'Diaz',
];
const PLACES: [city: string, state: string, areaCode: string][] = [
  ['Houston', 'TX', '713'],
  ['Austin', 'TX', '512'],
  ['Dallas', 'TX', '214'],
  ['Phoenix', 'AZ', '602'],
  ['Columbus', 'OH', '614'],
  ['Cleveland', 'OH', '216'],
  ['Chicago', 'IL', '312'],
  ['Atlanta', 'GA', '404'],
  ['Miami', 'FL', '305'],
  ['Tampa', 'FL', '813'],
  ['Orlando', 'FL', '407'],
  ['Denver', 'CO', '303'],
  ['Seattle', 'WA', '206'],
  ['Portland', 'OR', '503'],
  ['Boston', 'MA', '617'],
  ['Baltimore', 'MD', '410'],
  ['Nashville', 'TN', '615'],
  ['Memphis', 'TN', '901'],
  ['Charlotte', 'NC', '704'],
  ['Raleigh', 'NC', '919'],
  ['Richmond', 'VA', '804'],
  ['Baton Rouge', 'LA', '225'],
  ['New Orleans', 'LA', '504'],
  ['Minneapolis', 'MN', '612'],
  ['Kansas City', 'MO', '816'],
  ['St. Louis', 'MO', '314'],
  ['Omaha', 'NE', '402'],
  ['Salt Lake City', 'UT', '801'],
  ['Albuquerque', 'NM', '505'],
  ['Sacramento', 'CA', '916'],
  ['San Diego', 'CA', '619'],
  ['Los Angeles', 'CA', '213'],
  ['Pittsburgh', 'PA', '412'],
  ['Philadelphia', 'PA', '215'],
  ['Detroit', 'MI', '313'],
  ['Milwaukee', 'WI', '414'],
  ['Louisville', 'KY', '502'],
  ['Birmingham', 'AL', '205'],
  ['Boise', 'ID', '208'],
  ['Anchorage', 'AK', '907'],
];
const SPECIALTIES = [
  'Emergency Nursing',
  'Critical Care',
  'Pediatrics',
  'Oncology',
  'Labor and Delivery',
  'Medical-Surgical',
  'Cardiac Care',
  'Operating Room',
  'Psychiatric Nursing',
  'Geriatrics',
  'Neonatal Intensive Care',
  'Home Health',
  'Public Health',
  'Dialysis',
];
const EMPLOYERS = [
  'Memorial Hospital',
  'University Medical Center',
  "St. Mary's Hospital",
  'Regional Health',
  "Children's Hospital",
  'VA Medical Center',
];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com', 'proton.me'];

/** A small seeded generator, so a seed run is the same every time. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeededNurse {
  name: string;
  email: string;
  phone: string;
  phoneReversed: string;
  location: string;
  licensureType: string;
  selectedStates: string;
  workExperience: string;
  confirmedSpecialties: string[];
  selectedCareerAreas: string[];
  invitationEmails: string[];
  accountStatus: AccountStatus;
  onboardingCompleted: boolean;
  createdAt: Date;
}

/**
 * The `serial`th seeded nurse: names, places and specialties drawn from lists of real ones, a unique
 * address and phone number, two in three accounts live. `joinedAt` is her sign-up time.
 */
export function seededNurse(serial: number, joinedAt: Date, random: () => number): SeededNurse {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const first = pick(FIRST_NAMES);
  const last = pick(LAST_NAMES);
  const [city, state, areaCode] = pick(PLACES);
  const phone = `${areaCode}${String(serial % 10_000_000).padStart(7, '0')}`;
  const live = serial % 3 !== 0;
  const specialty = pick(SPECIALTIES);
  const years = 1 + Math.floor(random() * 25);
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}${serial}@${pick(DOMAINS)}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f']/g, '')
      .toLowerCase(),
    phone,
    phoneReversed: reverseDigits(phone),
    location: `${city}, ${state}`,
    licensureType: pick(LICENSURE_TYPES),
    selectedStates: state,
    workExperience: `${years} years in ${specialty.toLowerCase()} at ${pick(EMPLOYERS)}, ${city}.`,
    confirmedSpecialties: [specialty],
    selectedCareerAreas: [],
    invitationEmails: [],
    accountStatus: live ? 'live' : 'pending',
    onboardingCompleted: live,
    createdAt: joinedAt,
  };
}
