import type { JobWriteRequest } from '../models';

/**
 * A whole listing as an administrator writes it, for the API and browser tests; each test changes what
 * it is about through `overrides`.
 */
export function aJobWrite(overrides: Partial<JobWriteRequest> = {}): JobWriteRequest {
  return {
    title: 'ICU Registered Nurse',
    employer: 'Lone Star Medical Center',
    setting: 'hospital',
    city: 'Austin',
    state: 'TX',
    specialties: ['Critical Care'],
    employmentType: 'staff',
    shiftPattern: 'nights',
    schedule: 'Three 12-hour night shifts a week',
    hoursPerWeek: 36,
    requiredLicences: ['RN'],
    requiredCertifications: ['BLS', 'ACLS'],
    workMode: 'in-person',
    experienceYears: 2,
    payMin: 48.5,
    payMax: 61.75,
    payUnit: 'hourly',
    description: 'A 24-bed medical ICU.',
    responsibilities: 'Titrate infusions; manage ventilated patients.',
    qualifications: 'Two years of acute care.',
    benefits: 'Medical, dental and vision from day one.',
    applyUrl: 'https://careers.example.org/jobs/icu',
    ...overrides,
  };
}
