import type { User } from '@nurse/api-client';

/** A signed-in nurse for tests; override what the test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Mary Seacole',
    email: 'mary@example.com',
    phone: '(555) 123-4567',
    profileImage: null,
    location: '',
    linkedinUrl: '',
    workExperience: '',
    education: '',
    resumeUrl: null,
    licensureType: '',
    licenses: '',
    certifications: '',
    selectedStates: '',
    eNLCStates: '',
    confirmedSpecialties: [],
    selectedCareerAreas: [],
    onboardingCompleted: false,
    accountStatus: 'pending',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastLogin: null,
    invitationEmails: [],
    verificationType: 'ncsbn',
    firstName: '',
    lastName: '',
    licenseNumber: '',
    licenseType: '',
    state: '',
    ncsbnId: '12345678',
    ...overrides,
  };
}

/** In-memory Web Storage. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.has(key) ? (this.items.get(key) as string) : null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
