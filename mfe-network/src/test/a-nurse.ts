import type { ConnectionStatus, PublicUser, User } from '@nurse/api-client';
import { aUser } from '@nurse/api-client/testing';

/** The signed-in nurse of a screen test: live, onboarded, with a specialty and an interest. */
export function aNurse(overrides: Partial<User> = {}): User {
  return aUser({
    id: 1,
    name: 'Mary Seacole',
    location: 'Columbus, OH',
    confirmedSpecialties: ['ICU'],
    selectedCareerAreas: ['Oncology'],
    onboardingCompleted: true,
    accountStatus: 'live',
    ...overrides,
  });
}

/** Another nurse as the public view shows her. */
export function aPerson(id: number, name: string, overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id,
    name,
    profileImage: null,
    location: 'Dayton, OH',
    workExperience: 'Eight years in intensive care.',
    education: 'BSN',
    confirmedSpecialties: ['ICU'],
    selectedCareerAreas: [],
    licensureType: 'RN',
    selectedStates: 'OH',
    eNLCStates: '',
    ...overrides,
  };
}

export const NO_CONNECTION: ConnectionStatus = { id: null, status: 'none', requesterId: null };

/** A page of a list answer. */
export const pageOf = <T>(items: T[]) => ({ items, total: items.length, pageSize: 20, nextCursor: null });
