import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@nurse/api-client';
import { aUser } from '../test/a-user';
import { apiCalls, mockApi } from '@nurse/api-client/testing';
import { renderRemote } from '@nurse/host/testing';
import { PROFILE_PAGES } from './profile-pages';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

/** What the page sent, leaving out the read of her record that the licensure summary makes on arrival. */
const writes = () => apiCalls.filter((call) => call.method !== 'GET');

const saveButtons = () => screen.queryAllByRole('button', { name: /Save Changes/ });

async function settled() {
  // The 100 ms settling delay before Save Changes may show.
  await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
}

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** The edit panel's code is downloaded when it first opens. */
function openEditPanel() {
  fireEvent.click(screen.getByRole('button', { name: 'Edit name and contact details' }));
  return screen.findByRole('region', { name: 'Edit your details' });
}

describe('ProfilePage', () => {
  it('shows the header: name, email, formatted phone, location and LinkedIn link', () => {
    renderRemote(PROFILE_PAGES, '/profile', { user: aUser({ linkedinUrl: 'https://www.linkedin.com/in/mary' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Mary Seacole' })).toBeTruthy();
    expect(screen.getByText('mary@example.com')).toBeTruthy();
    expect(screen.getByText('(555) 123-4567')).toBeTruthy();
    expect(screen.getByText('Columbus, OH')).toBeTruthy();
    expect(screen.getByRole('link', { name: /LinkedIn profile/ }).getAttribute('href')).toBe('https://www.linkedin.com/in/mary');
    expect(screen.getByRole('button', { name: 'Upload profile photo' })).toBeTruthy();
  });

  it('sends a visitor without a user to /login', () => {
    const { currentPath } = renderRemote(PROFILE_PAGES, '/profile', { user: null });
    expect(currentPath()).toBe('/login');
  });

  it('shows Save Changes at top and bottom only while something differs from the saved user', async () => {
    renderRemote(PROFILE_PAGES, '/profile', { user: aUser() });
    const work = screen.getByLabelText('Work Experience');
    fireEvent.change(work, { target: { value: 'Eleven years on a cardiac ward.' } });
    // Not before the settling delay...
    expect(saveButtons()).toHaveLength(0);
    await settled();
    // ...then at the top and the bottom.
    expect(saveButtons()).toHaveLength(2);

    fireEvent.change(work, { target: { value: 'Ten years on a cardiac ward.' } });
    expect(saveButtons()).toHaveLength(0);
  });

  it('saves only what changed, then resets the form, scrolls to the top and says so', async () => {
    const user = aUser();
    mockApi({ 'PUT /api/users/7': (call) => ({ status: 200, body: { ...user, ...(call.body as Partial<User>), phone: '5559876543' } }) });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { currentUser } = renderRemote(PROFILE_PAGES, '/profile', { user });
    await settled();

    const panel = await openEditPanel();
    fireEvent.change(within(panel).getByLabelText(/Phone Number/), { target: { value: '5559876543' } });
    expect((within(panel).getByLabelText(/Phone Number/) as HTMLInputElement).value).toBe('(555) 987-6543');
    fireEvent.change(screen.getByLabelText('Education'), { target: { value: 'BSN, MSN' } });
    expect(saveButtons()).toHaveLength(2);

    await click(saveButtons()[1]!);

    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(screen.getByText('Your profile has been updated successfully.')).toBeTruthy();
    expect(writes()).toEqual([
      { method: 'PUT', url: '/api/users/7', params: undefined, body: { phone: '5559876543', education: 'BSN, MSN' } },
    ]);
    expect(saveButtons()).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Edit your details' })).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(currentUser()?.phone).toBe('5559876543');
    expect(screen.getByText('(555) 987-6543')).toBeTruthy();
    scrollTo.mockRestore();
  });

  it('shows the rule instead of saving an invalid field', async () => {
    mockApi({});
    renderRemote(PROFILE_PAGES, '/profile', { user: aUser() });
    await settled();
    const panel = await openEditPanel();
    fireEvent.change(within(panel).getByLabelText(/Full Name/), { target: { value: ' ' } });
    fireEvent.change(within(panel).getByLabelText('LinkedIn URL'), { target: { value: 'https://example.com/mary' } });
    await click(saveButtons()[0]!);

    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid LinkedIn URL')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('Cancel in the edit panel puts the fields back; Done keeps them', async () => {
    renderRemote(PROFILE_PAGES, '/profile', { user: aUser() });
    await settled();
    let panel = await openEditPanel();
    fireEvent.change(within(panel).getByLabelText(/Full Name/), { target: { value: 'Mary Jane' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(saveButtons()).toHaveLength(0);

    panel = await openEditPanel();
    expect((within(panel).getByLabelText(/Full Name/) as HTMLInputElement).value).toBe('Mary Seacole');
    fireEvent.change(within(panel).getByLabelText(/Full Name/), { target: { value: 'Mary Jane' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Edit your details' })).toBeNull();
    expect(saveButtons()).toHaveLength(2);
  });

  it('asks before changing the email: Cancel restores the old one, "Yes, Change Email" saves', async () => {
    const user = aUser();
    mockApi({ 'PUT /api/users/7': (call) => ({ status: 200, body: { ...user, ...(call.body as Partial<User>) } }) });
    renderRemote(PROFILE_PAGES, '/profile', { user });
    await settled();

    let panel = await openEditPanel();
    fireEvent.change(within(panel).getByLabelText(/Email Address/), { target: { value: 'mary.new@example.com' } });
    await click(saveButtons()[0]!);
    let dialog = await screen.findByRole('dialog', { name: 'Change your email address?' });
    await click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(writes()).toEqual([]);
    expect((within(panel).getByLabelText(/Email Address/) as HTMLInputElement).value).toBe('mary@example.com');
    expect(saveButtons()).toHaveLength(0);

    panel = screen.getByRole('region', { name: 'Edit your details' });
    fireEvent.change(within(panel).getByLabelText(/Email Address/), { target: { value: 'mary.new@example.com' } });
    await click(saveButtons()[0]!);
    dialog = await screen.findByRole('dialog', { name: 'Change your email address?' });
    await click(within(dialog).getByRole('button', { name: 'Yes, Change Email' }));

    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(writes()).toEqual([{ method: 'PUT', url: '/api/users/7', params: undefined, body: { email: 'mary.new@example.com' } }]);
  });

  it("shows the server's message when the new email is taken", async () => {
    mockApi({
      'PUT /api/users/7': {
        status: 409,
        body: { statusCode: 409, message: 'An account with this email already exists. Try logging in instead.' },
      },
    });
    renderRemote(PROFILE_PAGES, '/profile', { user: aUser() });
    await settled();
    const panel = await openEditPanel();
    fireEvent.change(within(panel).getByLabelText(/Email Address/), { target: { value: 'taken@example.com' } });
    await click(saveButtons()[0]!);
    await click(
      within(await screen.findByRole('dialog', { name: 'Change your email address?' })).getByRole('button', { name: 'Yes, Change Email' }),
    );

    expect(await screen.findByText('An account with this email already exists. Try logging in instead.')).toBeTruthy();
    expect(saveButtons()).toHaveLength(2);
  });

  it('edits specialties on a draft: Cancel discards, Save commits to the form', async () => {
    renderRemote(PROFILE_PAGES, '/profile', { user: aUser() });
    await settled();
    const chips = () => screen.getByRole('list', { name: 'Experienced in' });

    fireEvent.click(screen.getByRole('button', { name: 'Edit Experienced In' }));
    let dialog = await screen.findByRole('dialog', { name: 'Experienced In' });
    fireEvent.change(within(dialog).getByLabelText('Search specialties'), { target: { value: 'onc' } });
    fireEvent.click(within(dialog).getByRole('option', { name: 'Oncology' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Cardiology' }));
    await click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(within(chips()).getByText('Cardiology')).toBeTruthy();
    expect(within(chips()).queryByText('Oncology')).toBeNull();
    expect(saveButtons()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Experienced In' }));
    dialog = await screen.findByRole('dialog', { name: 'Experienced In' });
    // The draft starts again from the page's list.
    expect(within(within(dialog).getByRole('list', { name: 'Experienced in' })).getByText('Cardiology')).toBeTruthy();
    const search = within(dialog).getByLabelText('Search specialties');
    fireEvent.change(search, { target: { value: 'a' } });
    expect(within(dialog).getAllByRole('option').length).toBeLessThanOrEqual(8);
    fireEvent.change(search, { target: { value: 'Intensive Care' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(chips()).getByText('ICU')).toBeTruthy();
    expect(saveButtons()).toHaveLength(2);
  });

  describe('specialty dialog with the suggestion list open', () => {
    /** Escape as a browser sends it (keyCode too, which antd's list reads). */
    const escape = (element: HTMLElement) => fireEvent.keyDown(element, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    /**
     * The question before a changed draft is dropped. Found by its title: under jest antd gives every
     * dialog the same title id, so the second dialog's accessible name is the first one's.
     */
    const discardQuestion = async () => (await screen.findAllByText('Discard your changes?'))[0]!.closest<HTMLElement>('[role="dialog"]')!;
    /** The list is shut: the field says so and antd has hidden its popup (display: none in the browser). */
    const listClosed = (search: HTMLElement) =>
      search.getAttribute('aria-expanded') === 'false' &&
      (document.getElementById(`${search.id}_list`)?.closest('.ant-select-dropdown')?.classList.contains('ant-select-dropdown-hidden') ??
        true);

    async function openWithDraft() {
      renderRemote(PROFILE_PAGES, '/profile', { user: aUser() });
      fireEvent.click(screen.getByRole('button', { name: 'Edit Experienced In' }));
      const dialog = await screen.findByRole('dialog', { name: 'Experienced In' });
      const search = within(dialog).getByLabelText('Search specialties');
      fireEvent.change(search, { target: { value: 'onc' } });
      fireEvent.click(within(dialog).getByRole('option', { name: 'Oncology' }));
      fireEvent.change(search, { target: { value: 'ped' } });
      expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(0);
      return { dialog, search };
    }

    it('Escape closes only the list and keeps the draft', async () => {
      const { dialog, search } = await openWithDraft();

      escape(search);

      await waitFor(() => expect(listClosed(search)).toBe(true));
      expect(screen.getByRole('dialog', { name: 'Experienced In' })).toBe(dialog);
      expect((search as HTMLInputElement).value).toBe('ped');
      const draft = within(dialog).getByRole('list', { name: 'Experienced in' });
      expect(within(draft).getByText('Oncology')).toBeTruthy();
      expect(within(draft).getByText('Cardiology')).toBeTruthy();
    });

    it('asks before closing drops a changed draft; "Keep editing" goes back to it', async () => {
      const { dialog, search } = await openWithDraft();
      escape(search);
      await waitFor(() => expect(listClosed(search)).toBe(true));

      // Closing the dialog itself (its close button; Escape in the browser tests) asks first.
      await click(within(dialog).getByRole('button', { name: 'Close' }));
      await click(within(await discardQuestion()).getByRole('button', { name: 'Keep editing' }));

      await waitFor(() => expect(screen.queryAllByText('Discard your changes?')).toHaveLength(0));
      expect(screen.getByRole('dialog', { name: 'Experienced In' })).toBe(dialog);
      await click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(screen.getByRole('list', { name: 'Experienced in' })).getByText('Oncology')).toBeTruthy();
    });

    it('"Discard" in that question drops the draft and closes the dialog', async () => {
      const { dialog } = await openWithDraft();
      await click(within(dialog).getByRole('button', { name: 'Close' }));
      await click(within(await discardQuestion()).getByRole('button', { name: 'Discard' }));

      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Experienced In' })).toBeNull());
      expect(within(screen.getByRole('list', { name: 'Experienced in' })).queryByText('Oncology')).toBeNull();
      expect(saveButtons()).toHaveLength(0);
    });

    it('Escape on an unchanged draft closes the dialog at once', async () => {
      renderRemote(PROFILE_PAGES, '/profile', { user: aUser() });
      fireEvent.click(screen.getByRole('button', { name: 'Edit Experienced In' }));
      const dialog = await screen.findByRole('dialog', { name: 'Experienced In' });
      escape(within(dialog).getByLabelText('Search specialties'));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Experienced In' })).toBeNull());
      expect(screen.queryAllByText('Discard your changes?')).toHaveLength(0);
    });

    it('lays the list out inside the dialog, above its buttons, which stay usable while it is open', async () => {
      const { dialog } = await openWithDraft();
      const list = within(dialog).getByRole('listbox');
      const save = within(dialog).getByRole('button', { name: 'Save' });
      // In the dialog's own flow (not a layer over the page), and before the buttons in it.
      expect(dialog.contains(list)).toBe(true);
      expect(list.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(list.closest('.ant-select-dropdown')?.getAttribute('style')).toContain('position: static');

      await click(save);

      expect(screen.queryByRole('dialog', { name: 'Experienced In' })).toBeNull();
      expect(within(screen.getByRole('list', { name: 'Experienced in' })).getByText('Oncology')).toBeTruthy();
      await settled();
      expect(saveButtons()).toHaveLength(2);
    });
  });

  it('does not suggest as an interest what is already a specialty or an interest', async () => {
    renderRemote(PROFILE_PAGES, '/profile', { user: aUser({ confirmedSpecialties: ['Cardiology'], selectedCareerAreas: ['Oncology'] }) });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Also Interested In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Also Interested In' });
    const search = within(dialog).getByLabelText('Search specialties');
    fireEvent.change(search, { target: { value: 'cardi' } });
    expect(within(dialog).queryByRole('option', { name: 'Cardiology' })).toBeNull();
    fireEvent.change(search, { target: { value: 'onco' } });
    expect(within(dialog).queryByRole('option', { name: 'Oncology' })).toBeNull();
  });

  it('shows licensure read-only as the wallet gives it, with a link to the Wallet', async () => {
    const user = aUser({ licensureType: 'RN', selectedStates: 'OH', eNLCStates: 'OH' });
    // A licence added in the Wallet since she signed in: her record read on arrival has it.
    const fresh = { ...user, licensureType: 'RN,LPN', selectedStates: 'OH,KY', eNLCStates: 'OH' };
    mockApi({ 'GET /api/auth/me': { status: 200, body: fresh } });
    const { currentUser } = renderRemote(PROFILE_PAGES, '/profile', { user });

    const licensure = screen.getByRole('region', { name: 'Licensure' });
    expect(within(licensure).queryByRole('checkbox')).toBeNull();
    expect(within(licensure).getByRole('link', { name: 'Manage in your Wallet' }).getAttribute('href')).toBe('/wallet');
    const states = screen.getByRole('region', { name: 'Licensed States' });
    expect(within(states).queryByRole('checkbox')).toBeNull();

    expect(await within(licensure).findByText('RN, LPN')).toBeTruthy();
    expect(
      within(states)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ohio (OH), multistate (eNLC)', 'Kentucky (KY)']);
    expect(currentUser()).toMatchObject({ licensureType: 'RN,LPN', selectedStates: 'OH,KY' });
    expect(saveButtons()).toHaveLength(0);
  });

  describe('résumé', () => {
    const withResume = aUser({ resumeUrl: '/api/users/7/resume/user7-Mary%20Seacole%20CV.pdf' });

    it('shows the display name and a download link', () => {
      renderRemote(PROFILE_PAGES, '/profile', { user: withResume });
      expect(screen.getByTestId('resume-name').textContent).toBe('Mary Seacole CV.pdf');
      const download = screen.getByRole('link', { name: 'Download Mary Seacole CV.pdf' });
      expect(download.getAttribute('href')).toBe('/api/users/7/resume/user7-Mary%20Seacole%20CV.pdf');
    });

    it('deletes it', async () => {
      mockApi({ 'DELETE /api/users/7/resume': { status: 200, body: { message: 'Resume deleted' } } });
      const { currentUser } = renderRemote(PROFILE_PAGES, '/profile', { user: withResume });
      await click(screen.getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText(/No resume uploaded yet/)).toBeTruthy();
      expect(screen.getByText('Resume deleted')).toBeTruthy();
      expect(currentUser()?.resumeUrl).toBeNull();
    });

    it('uploads or replaces it, and refuses other file types', async () => {
      mockApi({ 'POST /api/users/7/resume': { status: 201, body: { resumeUrl: '/api/users/7/resume/user7-new.docx' } } });
      renderRemote(PROFILE_PAGES, '/profile', { user: withResume });
      const input = screen.getByTestId('resume-input');

      fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
      expect(await screen.findByText('Invalid file type')).toBeTruthy();
      expect(writes()).toEqual([]);

      await act(async () => {
        fireEvent.change(input, { target: { files: [new File(['x'], 'new.docx', { type: '' })] } });
      });
      await waitFor(() => expect(screen.getByTestId('resume-name').textContent).toBe('new.docx'));
      expect(screen.getByText('Resume uploaded')).toBeTruthy();
      expect(writes()[0]).toMatchObject({ method: 'POST', url: '/api/users/7/resume' });
    });

    it('says so when the upload fails', async () => {
      mockApi({ 'POST /api/users/7/resume': { status: 500, body: { statusCode: 500, message: 'boom' } } });
      renderRemote(PROFILE_PAGES, '/profile', { user: aUser() });
      await act(async () => {
        fireEvent.change(screen.getByTestId('resume-input'), {
          target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] },
        });
      });
      expect(await screen.findByText('Failed to upload resume. Please try again.')).toBeTruthy();
    });
  });

  it('uploads a photo and hands the updated user to the shell', async () => {
    mockApi({ 'POST /api/users/7/avatar': { status: 201, body: aUser({ profileImage: '/api/media/avatars/abc.webp' }) } });
    const { currentUser } = renderRemote(PROFILE_PAGES, '/profile', { user: aUser() });
    await act(async () => {
      fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
    });
    expect(await screen.findByText('Profile photo updated')).toBeTruthy();
    expect(currentUser()?.profileImage).toBe('/api/media/avatars/abc.webp');
    expect(screen.getByRole('button', { name: 'Change profile photo' })).toBeTruthy();
  });
});
