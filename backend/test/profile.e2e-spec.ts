/** PUT /api/users/{id} and the two views of GET /api/users/{id}. */
import { ERRORS, PROFILE_VALIDATION, VALIDATION } from '@nurse/domain';
import type { ApiClient } from './support/api-client';
import { expectStatus, liveNurse, ownerAndColleague, pendingNurse, PUBLIC_PROFILE_FIELDS, uniqueEmail, type Nurse } from './support/actors';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;
let owner: Nurse;
let colleague: Nurse;

beforeAll(async () => ({ admin, owner, colleague } = await ownerAndColleague(app)));

const put = (nurse: Nurse, body: unknown, id = nurse.id) => nurse.client.put(`/api/users/${id}`, body);

describe('PUT /api/users/{id}: who may write', () => {
  it('refuses another nurse (403) and leaves the record alone', async () => {
    const res = await put(colleague, { name: 'Hijacked' }, owner.id);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, message: ERRORS.forbidden });
    expect(expectStatus(await owner.client.get(`/api/users/${owner.id}`), 200).body.name).not.toBe('Hijacked');
  });

  it('refuses anonymous callers (401)', async () => {
    const res = await app.client().put(`/api/users/${owner.id}`, { name: 'Anon' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(ERRORS.notSignedIn);
  });

  it('refuses an administrator session: administrators are not owners (401)', async () => {
    const res = await admin.put(`/api/users/${owner.id}`, { name: 'Admin Edit' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(ERRORS.notSignedIn);
  });

  it('lets a nurse still on the waitlist edit her own record', async () => {
    const waiting = await pendingNurse(app);
    const { body } = expectStatus(await put(waiting, { location: 'Austin, TX' }), 200);
    expect(body.location).toBe('Austin, TX');
  });

  it('answers 400 for a malformed id', async () => {
    expect((await owner.client.put('/api/users/1e3', { name: 'X' })).status).toBe(400);
  });
});

describe('PUT /api/users/{id}: saving', () => {
  it('saves the profile and onboarding fields and answers the whole record, normalised', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const newEmail = uniqueEmail('moved').toUpperCase();
    const { body } = expectStatus(
      await put(nurse, {
        name: '  Grace   Hopper ',
        phone: '(555) 222-3333',
        email: newEmail,
        workExperience: '8 years in the ICU',
        education: 'BSN, 2015',
        licenses: 'RN-TX-123, RN-FL-9',
        certifications: 'ACLS, BLS, ACLS',
        linkedinUrl: 'https://www.linkedin.com/in/grace',
        location: 'Austin, TX',
        licensureType: 'rn,APRN',
        selectedStates: 'tx,FL,CA',
        eNLCStates: 'TX,fl',
        confirmedSpecialties: ['icu', 'Intensive Care Unit', 'ER'],
        selectedCareerAreas: ['Oncology', 'peds'],
        onboardingCompleted: true,
      }),
      200,
    );
    expect(body).toMatchObject({
      id: nurse.id,
      name: 'Grace Hopper',
      phone: '5552223333',
      email: newEmail.toLowerCase(),
      workExperience: '8 years in the ICU',
      education: 'BSN, 2015',
      licenses: 'RN-TX-123,RN-FL-9',
      certifications: 'ACLS,BLS',
      linkedinUrl: 'https://www.linkedin.com/in/grace',
      location: 'Austin, TX',
      licensureType: 'RN,APRN',
      selectedStates: 'TX,FL,CA',
      eNLCStates: 'TX,FL',
      confirmedSpecialties: ['ICU', 'Emergency Medicine'],
      selectedCareerAreas: ['Oncology', 'Pediatrics'],
      onboardingCompleted: true,
      resumeUrl: null,
    });
    expect(expectStatus(await nurse.client.get(`/api/users/${nurse.id}`), 200).body).toEqual(body);
    // The new address is the login now.
    expectStatus(await app.client().post('/api/auth/login', { email: newEmail, password: nurse.password }), 200);
  });

  it('leaves fields that are not sent as they are', async () => {
    expectStatus(await put(owner, { location: 'Denver, CO', workExperience: 'Telemetry' }), 200);
    const { body } = expectStatus(await put(owner, { location: 'Boulder, CO' }), 200);
    expect(body).toMatchObject({ location: 'Boulder, CO', workExperience: 'Telemetry' });
  });

  it('drops the eNLC mark of a state that is unselected', async () => {
    expectStatus(await put(owner, { selectedStates: 'TX,OH', eNLCStates: 'TX,OH' }), 200);
    const { body } = expectStatus(await put(owner, { selectedStates: 'OH,NY' }), 200);
    expect(body).toMatchObject({ selectedStates: 'OH,NY', eNLCStates: 'OH' });
  });

  it('accepts the stored résumé URL unchanged', async () => {
    const { body } = expectStatus(await put(owner, { resumeUrl: null, name: 'Owner Name' }), 200);
    expect(body).toMatchObject({ resumeUrl: null, name: 'Owner Name' });
  });

  it('lets her keep her own email in another case', async () => {
    const { body } = expectStatus(await put(owner, { email: owner.email.toUpperCase() }), 200);
    expect(body.email).toBe(owner.email);
  });

  it('refuses an email another account has (409)', async () => {
    const res = await put(owner, { email: colleague.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ statusCode: 409, message: ERRORS.duplicateEmail });
  });
});

describe('PUT /api/users/{id}: validation (400 naming the field, with the message the profile form shows)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { name: '  ' }, 'name', VALIDATION.nameRequired],
    ['a null name', { name: null }, 'name', VALIDATION.nameRequired],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    ['a short phone', { phone: '555-1234' }, 'phone', VALIDATION.phoneSignup],
    ['a phone with 11 digits', { phone: '(555) 123-45678' }, 'phone', VALIDATION.phoneSignup],
    ['an invalid email', { email: 'jane@' }, 'email', VALIDATION.email],
    ['an empty email', { email: '' }, 'email', VALIDATION.email],
    ['a non-LinkedIn URL', { linkedinUrl: 'https://example.org/in/jane' }, 'linkedinUrl', VALIDATION.linkedin],
    ['a script URL as LinkedIn', { linkedinUrl: 'javascript:alert(1)' }, 'linkedinUrl', VALIDATION.linkedin],
    [
      'an unknown specialty',
      { confirmedSpecialties: ['ICU', 'Basket Weaving'] },
      'confirmedSpecialties',
      PROFILE_VALIDATION.invalidSpecialty,
    ],
    ['a misspelt interest', { selectedCareerAreas: ['oncolgy'] }, 'selectedCareerAreas', PROFILE_VALIDATION.invalidSpecialty],
    ['specialties that are not a list', { confirmedSpecialties: 'ICU' }, 'confirmedSpecialties', PROFILE_VALIDATION.invalidSpecialty],
    ['more than 57 specialties', { confirmedSpecialties: Array(58).fill('ICU') }, 'confirmedSpecialties', 'At most 57 specialties'],
    ['an unknown state', { selectedStates: 'TX,XX' }, 'selectedStates', PROFILE_VALIDATION.unknownState],
    ['a state name instead of its code', { selectedStates: 'Texas' }, 'selectedStates', PROFILE_VALIDATION.unknownState],
    ['eNLC on a non-compact state', { selectedStates: 'CA', eNLCStates: 'CA' }, 'eNLCStates', PROFILE_VALIDATION.enlcNotEligible],
    ['eNLC on a state not selected', { selectedStates: 'TX', eNLCStates: 'FL' }, 'eNLCStates', PROFILE_VALIDATION.enlcNotEligible],
    ['an unknown licence type', { licensureType: 'RN,MD' }, 'licensureType', PROFILE_VALIDATION.unknownLicensureType],
    ['a résumé URL pointing elsewhere', { resumeUrl: 'https://evil.example/cv.pdf' }, 'resumeUrl', PROFILE_VALIDATION.resumeByUpload],
    [
      'work experience over 5000 characters',
      { workExperience: 'x'.repeat(5001) },
      'workExperience',
      'Work experience must be at most 5000 characters',
    ],
    ['a location over 100 characters', { location: 'x'.repeat(101) }, 'location', 'Location must be at most 100 characters'],
    [
      'a certification entry over 100 characters',
      { certifications: `ACLS,${'x'.repeat(101)}` },
      'certifications',
      'Each entry must be at most 100 characters',
    ],
    [
      'onboardingCompleted that is not a boolean',
      { onboardingCompleted: 'yes' },
      'onboardingCompleted',
      'onboardingCompleted must be true or false',
    ],
  ];

  it.each(cases)('refuses %s', async (_label, body, field, message) => {
    const res = await put(owner, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual(expect.arrayContaining([{ field, message }]));
  });

  it('refuses fields that are not part of the profile', async () => {
    for (const body of [{ accountStatus: 'live' }, { passwordHash: 'x' }, { resumeFile: 'x.pdf' }, { id: 99 }]) {
      expect((await put(owner, body)).status).toBe(400);
    }
  });

  it('completes onboarding only with a licence type and a specialty', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const res = await put(nurse, { onboardingCompleted: true, linkedinUrl: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'licensureType', message: PROFILE_VALIDATION.licensureRequired },
      { field: 'confirmedSpecialties', message: PROFILE_VALIDATION.specialtyRequired },
    ]);
    expect(expectStatus(await nurse.client.get(`/api/users/${nurse.id}`), 200).body.onboardingCompleted).toBe(false);
  });

  it('saves nothing when any field is wrong', async () => {
    const before = expectStatus(await owner.client.get(`/api/users/${owner.id}`), 200).body;
    expect((await put(owner, { location: 'Somewhere Else', phone: '12' })).status).toBe(400);
    expect(expectStatus(await owner.client.get(`/api/users/${owner.id}`), 200).body.location).toBe(before.location);
  });
});

describe('GET /api/users/{id}: the public view', () => {
  it('shows another nurse only professional fields: no email, phone, résumé or verification details', async () => {
    const subject = await liveNurse(app, { email: uniqueEmail('private') }, admin);
    expectStatus(
      await put(subject, {
        workExperience: 'NICU charge nurse',
        linkedinUrl: 'https://www.linkedin.com/in/private',
        licensureType: 'RN',
        selectedStates: 'TX',
        eNLCStates: 'TX',
        confirmedSpecialties: ['NICU'],
      }),
      200,
    );
    const { body, text } = expectStatus(await colleague.client.get(`/api/users/${subject.id}`), 200);
    expect(Object.keys(body).sort()).toEqual(PUBLIC_PROFILE_FIELDS);
    expect(body).toMatchObject({ id: subject.id, workExperience: 'NICU charge nurse', confirmedSpecialties: ['NICU'], eNLCStates: 'TX' });
    expect(text).not.toContain(subject.email);
    expect(text).not.toContain('5551234567');
    expect(text).not.toContain('linkedin');
  });
});

describe('GET /api/users/{id}: her own profile', () => {
  it('names the certifications her wallet holds beside those she declared, and keeps them from other nurses', async () => {
    const nurse = await liveNurse(app, { email: uniqueEmail('certified') }, admin);
    expectStatus(await put(nurse, { certifications: 'BLS,Wound care' }), 200);
    for (const name of ['acls', 'BLS', 'acls']) {
      const body = { name, issuer: 'American Heart Association', issueDate: '2025-01-15', expiryDate: '2027-01-31' };
      expectStatus(await nurse.client.post('/api/credentials/certifications', body), 201);
    }

    const { body } = expectStatus(await nurse.client.get(`/api/users/${nurse.id}`), 200);
    // Each once, in the catalogue's spelling; what she declared stays as she declared it.
    expect(body).toMatchObject({ certifications: 'BLS,Wound care', walletCertifications: ['ACLS', 'BLS'] });
    expect(expectStatus(await put(nurse, { location: 'Austin, TX' }), 200).body.walletCertifications).toEqual(['ACLS', 'BLS']);

    const seen = expectStatus(await colleague.client.get(`/api/users/${nurse.id}`), 200).body;
    expect(seen).not.toHaveProperty('walletCertifications');
  });

  it('shows a certification added, renamed or removed in her wallet on her next read', async () => {
    const nurse = await liveNurse(app, { email: uniqueEmail('recertified') }, admin);
    const walletCertifications = async () => expectStatus(await nurse.client.get(`/api/users/${nurse.id}`), 200).body.walletCertifications;
    expect(await walletCertifications()).toEqual([]);
    const body = { name: 'BLS', issuer: 'American Heart Association', issueDate: '2025-01-15', expiryDate: '2027-01-31' };
    const { id } = expectStatus(await nurse.client.post('/api/credentials/certifications', body), 201).body;
    expect(await walletCertifications()).toEqual(['BLS']);
    expectStatus(await nurse.client.put(`/api/credentials/certifications/${id}`, { name: 'ACLS' }), 200);
    expect(await walletCertifications()).toEqual(['ACLS']);
    expectStatus(await nurse.client.request('DELETE', `/api/credentials/certifications/${id}`), 200);
    expect(await walletCertifications()).toEqual([]);
  });
});
