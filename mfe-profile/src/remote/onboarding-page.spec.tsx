import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aUser as aNewNurse, apiCalls, mockApi } from '@nurse/api-client/testing';
import { renderRemote } from '@nurse/host/testing';
import { PROFILE_PAGES } from './profile-pages';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

/** A live nurse who has not started onboarding. */
const newNurse = () => aNewNurse({ accountStatus: 'live' });

function typeInto(label: string | RegExp, text: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value: text } });
  return field;
}

function enter(field: HTMLElement) {
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
  });
}

describe('OnboardingPage', () => {
  it('sends a visitor without a user to /login', () => {
    const { currentPath } = renderRemote(PROFILE_PAGES, '/onboarding', { user: null });
    expect(currentPath()).toBe('/login');
  });

  it('sends a nurse who finished onboarding to /dashboard', () => {
    const { currentPath } = renderRemote(PROFILE_PAGES, '/onboarding', {
      user: aNewNurse({ accountStatus: 'live', onboardingCompleted: true }),
    });
    expect(currentPath()).toBe('/dashboard');
  });

  it('lists what is missing under "Please complete the following" and sends nothing', async () => {
    mockApi({});
    renderRemote(PROFILE_PAGES, '/onboarding', { user: newNurse() });
    expect(screen.getByRole('heading', { name: "Let's learn about you" })).toBeTruthy();

    typeInto('LinkedIn', 'not a url');
    await submit();

    const summary = screen.getByText('Please complete the following').closest('.pf-summary') as HTMLElement;
    const items = within(summary)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Please select at least one license type',
      'Please enter a valid LinkedIn URL',
      'Please add at least one specialty area you have experience in',
    ]);
    expect(apiCalls).toEqual([]);

    // The summary follows the form as it is completed.
    fireEvent.click(screen.getByRole('checkbox', { name: 'RN' }));
    typeInto('LinkedIn', '');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Please add at least one specialty area you have experience in']);
  });

  it('corrects a typo to the first suggestion and refuses a specialty that matches nothing', async () => {
    renderRemote(PROFILE_PAGES, '/onboarding', { user: newNurse() });
    const field = typeInto('Add a specialty you have worked in', 'pediatircs');
    expect(screen.getByRole('option', { name: 'Pediatrics' })).toBeTruthy();
    enter(field);
    const chips = screen.getByRole('list', { name: 'Experienced in' });
    expect(within(chips).getByText('Pediatrics')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');

    typeInto('Add a specialty you have worked in', 'basket weaving');
    enter(field);
    expect(await screen.findByText('Invalid specialty')).toBeTruthy();
    expect(screen.getByText('Please select from the suggested specialties or check your spelling.')).toBeTruthy();

    // No duplicates, and interests do not suggest a specialty already chosen.
    typeInto('Add a specialty you have worked in', 'peds');
    enter(field);
    expect(within(chips).getAllByText('Pediatrics')).toHaveLength(1);
    typeInto('Add a specialty you would like to explore', 'pediat');
    expect(screen.queryByRole('option', { name: 'Pediatrics' })).toBeNull();
  });

  it('takes the exact or first state on Enter, offers eNLC only where eligible and drops the mark with the state', () => {
    renderRemote(PROFILE_PAGES, '/onboarding', { user: newNurse() });
    const field = typeInto('Add a state', 'oh');
    enter(field);
    typeInto('Add a state', 'cali');
    enter(field);
    typeInto('Add a state', 'new');
    enter(field);

    const states = screen.getByRole('list', { name: 'Licensed states' });
    expect(within(states).getByText('Ohio (OH)')).toBeTruthy();
    expect(within(states).getByText('California (CA)')).toBeTruthy();
    expect(within(states).getByText('New Hampshire (NH)')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'California multistate (eNLC)' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Ohio multistate (eNLC)' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Ohio multistate (eNLC)' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ohio' }));
    expect(within(states).queryByText('Ohio (OH)')).toBeNull();

    // Added again, it comes back without its old mark.
    typeInto('Add a state', 'Ohio');
    enter(field);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Ohio multistate (eNLC)' }).checked).toBe(false);
  });

  it('sorts additional certifications into the basic and advanced lists, ignoring case, without duplicates', () => {
    renderRemote(PROFILE_PAGES, '/onboarding', { user: newNurse() });
    typeInto('Other certifications, separated by commas', 'acls, ccrn, TNCC, tncc');
    fireEvent.click(screen.getByRole('button', { name: 'Add certifications' }));

    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'ACLS' }).checked).toBe(true);
    expect(within(screen.getByRole('list', { name: 'Specialty and advanced certifications' })).getByText('CCRN')).toBeTruthy();
    const custom = screen.getByRole('list', { name: 'Additional certifications' });
    expect(within(custom).getAllByText(/tncc/i)).toHaveLength(1);
  });

  it('refuses a résumé that is not a PDF or document', async () => {
    const { container } = renderRemote(PROFILE_PAGES, '/onboarding', { user: newNurse() });
    const input = container.ownerDocument.getElementById('onboarding-resume') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Invalid file type')).toBeTruthy();
    expect(screen.getByText('Please upload a PDF or document file')).toBeTruthy();
    expect(screen.queryByLabelText('Chosen resume')).toBeNull();
  });

  it('uploads the résumé, completes the setup, then reloads the user and opens the dashboard', async () => {
    const nurse = newNurse();
    const saved = { ...nurse, onboardingCompleted: true, licensureType: 'RN', confirmedSpecialties: ['Pediatrics'] };
    mockApi({
      'POST /api/users/7/resume': { status: 201, body: { resumeUrl: '/api/users/7/resume/user7-cv.pdf' } },
      'PUT /api/users/7': { status: 200, body: saved },
      'GET /api/auth/me': { status: 200, body: { ...saved, resumeUrl: '/api/users/7/resume/user7-cv.pdf' } },
    });
    const { container, currentPath, currentUser } = renderRemote(PROFILE_PAGES, '/onboarding', { user: nurse });

    fireEvent.click(screen.getByRole('checkbox', { name: 'RN' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'BLS' }));
    enter(typeInto('Add a specialty you have worked in', 'pediatircs'));
    enter(typeInto('Add a state', 'texas'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Texas multistate (eNLC)' }));
    typeInto('LinkedIn', 'https://www.linkedin.com/in/mary');
    const resume = container.ownerDocument.getElementById('onboarding-resume') as HTMLInputElement;
    fireEvent.change(resume, { target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] } });

    await submit();

    expect(await screen.findByText('Welcome to the product!')).toBeTruthy();
    expect(screen.getByText('Your profile has been set up successfully.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Completing\.\.\./ })).toBeTruthy();
    expect(apiCalls[0]).toMatchObject({ method: 'POST', url: '/api/users/7/resume' });
    expect((apiCalls[0]!.body as FormData).get('resume')).toBeInstanceOf(File);
    expect(apiCalls[1]).toEqual({
      method: 'PUT',
      url: '/api/users/7',
      params: undefined,
      body: {
        licensureType: 'RN',
        certifications: 'BLS',
        licenses: 'TX',
        selectedStates: 'TX',
        eNLCStates: 'TX',
        linkedinUrl: 'https://www.linkedin.com/in/mary',
        location: '',
        confirmedSpecialties: ['Pediatrics'],
        selectedCareerAreas: [],
        onboardingCompleted: true,
      },
    });
    expect(currentPath()).toBe('/onboarding');

    await waitFor(() => expect(currentPath()).toBe('/dashboard'), { timeout: 3000 });
    expect(apiCalls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/users/7/resume',
      'PUT /api/users/7',
      'GET /api/auth/me',
    ]);
    expect(currentUser()).toMatchObject({ onboardingCompleted: true, resumeUrl: '/api/users/7/resume/user7-cv.pdf' });
  });

  it('marks the user completed locally when the reload fails', async () => {
    const nurse = newNurse();
    mockApi({
      'PUT /api/users/7': { status: 200, body: { ...nurse, onboardingCompleted: true, licensureType: 'LPN' } },
      'GET /api/auth/me': { status: 503, body: { statusCode: 503, message: 'Unavailable' } },
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { currentPath, currentUser } = renderRemote(PROFILE_PAGES, '/onboarding', { user: nurse });

    fireEvent.click(screen.getByRole('checkbox', { name: 'LPN' }));
    enter(typeInto('Add a specialty you have worked in', 'icu'));
    await submit();

    await waitFor(() => expect(currentPath()).toBe('/dashboard'), { timeout: 3000 });
    expect(currentUser()).toMatchObject({ onboardingCompleted: true, licensureType: 'LPN' });
    consoleError.mockRestore();
  });

  it('says so when the setup cannot be saved and lets her try again', async () => {
    mockApi({ 'PUT /api/users/7': { status: 500, body: { statusCode: 500, message: 'boom' } } });
    const { currentPath } = renderRemote(PROFILE_PAGES, '/onboarding', { user: newNurse() });

    fireEvent.click(screen.getByRole('checkbox', { name: 'CNA' }));
    enter(typeInto('Add a specialty you have worked in', 'oncology'));
    await submit();

    expect(await screen.findByText('Failed to complete onboarding. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeTruthy();
    expect(currentPath()).toBe('/onboarding');
  });
});
