import { LIMITS, MESSAGES, formatBytes } from '@shared/limits';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOKEN_KEY } from '../../../../apollo/token';
import { uploadRequest } from '../../../../apollo/upload';
import { buildUser } from '../../../../test/fixtures';
import { gqlError } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';

jest.mock('../../../../apollo/upload', () => ({ uploadRequest: jest.fn() }));
const mockedUpload = uploadRequest as jest.MockedFunction<typeof uploadRequest>;

const owner = buildUser({ username: 'inkslinger' });
const route = '/profile/inkslinger/edit';
const aboutForm = () => within(screen.getByRole('form', { name: 'About me' }));
const photosForm = () => within(screen.getByRole('form', { name: 'Change profile photos' }));

function png(name = 'me.png', size = 1000, type = 'image/png') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('profile edit page', () => {
  it('is only for the owner: another user\u2019s edit URL goes to their profile', async () => {
    const { location } = await renderApp({
      route: '/profile/someone-else/edit',
      signedInAs: owner,
      handlers: { UserProfile: { data: { user: null } } },
    });
    await waitFor(() => expect(location()).toBe('/profile/someone-else'));
  });

  it('is marked noindex and shows the three sections', async () => {
    await renderApp({ route, signedInAs: owner });
    expect(
      await screen.findByRole('heading', { name: 'Change Profile Photos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About Me' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Deactivate Account' })).toBeInTheDocument();
    expect(screen.getByText(/may take some time to appear/)).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  describe('About Me', () => {
    it('starts from the current profile', async () => {
      await renderApp({ route, signedInAs: owner });
      await screen.findByRole('form', { name: 'About me' });
      expect(aboutForm().getByLabelText('First name')).toHaveValue('Ada');
      expect(aboutForm().getByLabelText('Email')).toHaveValue('ada@example.com');
      expect(aboutForm().getByLabelText('Bio')).toHaveValue('I draw robots.');
    });

    it.each([
      ['First name', '', MESSAGES.firstNameRequired],
      ['Last name', '', MESSAGES.lastNameRequired],
      ['Username', '', MESSAGES.usernameRequired],
      ['Username', 'abc', MESSAGES.usernameMin],
      ['Email', '', MESSAGES.emailRequired],
      ['Email', 'nope', MESSAGES.emailInvalidSignUp],
      ['Bio', 'x'.repeat(LIMITS.bioMax + 1), MESSAGES.bioMax],
    ])('%s "%s" shows "%s" and disables submit', async (label, value, message) => {
      const { user } = await renderApp({ route, signedInAs: owner });
      await screen.findByRole('form', { name: 'About me' });
      const submit = aboutForm().getByRole('button', { name: 'Update Profile' });
      const input = aboutForm().getByLabelText(label);
      await user.clear(input);
      if (value.length > 20) fireEvent.change(input, { target: { value } });
      else if (value) await user.type(input, value);
      expect(await aboutForm().findByText(message)).toBeInTheDocument();
      expect(submit).toBeDisabled();
    });

    it('accepts a bio of exactly 150 characters', async () => {
      const { user } = await renderApp({ route, signedInAs: owner });
      await screen.findByRole('form', { name: 'About me' });
      fireEvent.change(aboutForm().getByLabelText('Bio'), {
        target: { value: 'x'.repeat(LIMITS.bioMax) },
      });
      await user.tab();
      await waitFor(() =>
        expect(aboutForm().getByRole('button', { name: 'Update Profile' })).toBeEnabled(),
      );
      expect(aboutForm().queryByText(MESSAGES.bioMax)).toBeNull();
    });

    it('saves, shows "Profile updated!" and resets after 2 seconds', async () => {
      jest.useFakeTimers();
      try {
        const { user, callsOf } = await renderApp({
          route,
          fakeTimers: true,
          signedInAs: owner,
          handlers: {
            UpdateProfile: ({ input }) => ({
              data: { updateProfile: { ...owner, ...(input as object) } },
            }),
          },
        });
        await screen.findByRole('form', { name: 'About me' });
        const first = aboutForm().getByLabelText('First name');
        await user.clear(first);
        await user.type(first, 'Grace');
        await user.click(aboutForm().getByRole('button', { name: 'Update Profile' }));
        expect(await aboutForm().findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
        expect(callsOf('UpdateProfile')[0].variables).toEqual({
          input: {
            firstName: 'Grace',
            lastName: 'Lovelace',
            username: 'inkslinger',
            email: 'ada@example.com',
            bio: 'I draw robots.',
          },
        });
        act(() => jest.advanceTimersByTime(1999));
        expect(aboutForm().getByText(MESSAGES.profileUpdated)).toBeInTheDocument();
        act(() => jest.advanceTimersByTime(1));
        expect(aboutForm().queryByText(MESSAGES.profileUpdated)).toBeNull();
        expect(aboutForm().getByLabelText('First name')).toHaveValue('Grace');
      } finally {
        jest.useRealTimers();
      }
    });

    it('follows a username change to the new edit URL', async () => {
      const { user, location } = await renderApp({
        route,
        signedInAs: owner,
        handlers: {
          UpdateProfile: ({ input }) => ({
            data: { updateProfile: { ...owner, ...(input as object) } },
          }),
          Me: { data: { me: owner } },
        },
      });
      await screen.findByRole('form', { name: 'About me' });
      const username = aboutForm().getByLabelText('Username');
      await user.clear(username);
      await user.type(username, 'newhandle');
      await user.click(aboutForm().getByRole('button', { name: 'Update Profile' }));
      expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
      expect(location()).toBe('/profile/newhandle/edit');
    });

    it('shows the generic failure message', async () => {
      const { user } = await renderApp({
        route,
        signedInAs: owner,
        handlers: { UpdateProfile: gqlError(MESSAGES.usernameTaken, 'CONFLICT') },
      });
      await screen.findByRole('form', { name: 'About me' });
      await user.click(aboutForm().getByRole('button', { name: 'Update Profile' }));
      expect(await aboutForm().findByRole('alert')).toHaveTextContent(MESSAGES.profileFormFailure);
    });
  });

  describe('Change Profile Photos', () => {
    it('disables submit until a photo is chosen and requires at least one', async () => {
      const { user } = await renderApp({ route, signedInAs: owner });
      await screen.findByRole('form', { name: 'Change profile photos' });
      const submit = photosForm().getByRole('button', { name: 'Update Photos' });
      expect(submit).toBeDisabled();
      const input = photosForm().getByLabelText('Profile photo');
      await user.upload(input, png());
      await waitFor(() => expect(submit).toBeEnabled());
      await user.upload(input, []);
      expect(await photosForm().findByText(MESSAGES.photosAtLeastOne)).toBeInTheDocument();
      expect(submit).toBeDisabled();
    });

    it('accepts only images', async () => {
      await renderApp({ route, signedInAs: owner });
      await screen.findByRole('form', { name: 'Change profile photos' });
      const input = photosForm().getByLabelText('Background photo');
      // The input's `accept` already filters the picker; a drag-and-drop or "All files" choice still gets here.
      fireEvent.change(input, { target: { files: [png('notes.txt', 10, 'text/plain')] } });
      expect(await photosForm().findByText(MESSAGES.notAnImage)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(photosForm().getByRole('button', { name: 'Update Photos' })).toBeDisabled();
    });

    it('rejects photos over the size limit', async () => {
      const { user } = await renderApp({ route, signedInAs: owner });
      await screen.findByRole('form', { name: 'Change profile photos' });
      await user.upload(
        photosForm().getByLabelText('Profile photo'),
        png('big.png', LIMITS.profilePhoto.maxBytes + 1),
      );
      expect(
        await photosForm().findByText(MESSAGES.fileSize(formatBytes(LIMITS.profilePhoto.maxBytes))),
      ).toBeInTheDocument();
    });

    it('uploads, shows "Profile pic updated!", updates the nav photo and resets after 2 seconds', async () => {
      jest.useFakeTimers();
      try {
        const photo = png('me.png');
        mockedUpload.mockImplementation(async ({ onProgress }) => {
          onProgress?.({ loaded: 50, total: 100, percent: 50 });
          return { data: { updateProfilePhotos: { ...owner, photoUrl: '/media/new.webp' } } };
        });
        const { user } = await renderApp({ route, signedInAs: owner, fakeTimers: true });
        await screen.findByRole('form', { name: 'Change profile photos' });
        await user.upload(photosForm().getByLabelText('Profile photo'), photo);
        const submit = photosForm().getByRole('button', { name: 'Update Photos' });
        await waitFor(() => expect(submit).toBeEnabled());
        await user.click(submit);
        expect(await photosForm().findByText(MESSAGES.photoUpdated)).toBeInTheDocument();
        expect(mockedUpload).toHaveBeenCalledTimes(1);
        expect(mockedUpload.mock.calls[0][0].variables).toEqual({ profilePhoto: photo });
        const navPhoto = screen.getByRole('button', { name: /account menu/i }).querySelector('img');
        expect(navPhoto).toHaveAttribute('src', '/media/new.webp');
        act(() => jest.advanceTimersByTime(2000));
        expect(photosForm().queryByText(MESSAGES.photoUpdated)).toBeNull();
        expect(
          (photosForm().getByLabelText('Profile photo') as HTMLInputElement).files,
        ).toHaveLength(0);
        await waitFor(() =>
          expect(photosForm().getByRole('button', { name: 'Update Photos' })).toBeDisabled(),
        );
      } finally {
        jest.useRealTimers();
      }
    });

    it('shows the generic failure message when the upload fails', async () => {
      mockedUpload.mockResolvedValue({
        data: null,
        errors: [{ message: 'The image is too large' }],
      });
      const { user } = await renderApp({ route, signedInAs: owner });
      await screen.findByRole('form', { name: 'Change profile photos' });
      await user.upload(photosForm().getByLabelText('Background photo'), png('bg.png'));
      const submit = photosForm().getByRole('button', { name: 'Update Photos' });
      await waitFor(() => expect(submit).toBeEnabled());
      await user.click(submit);
      expect(await photosForm().findByRole('alert')).toHaveTextContent(MESSAGES.profileFormFailure);
    });
  });

  describe('Deactivate Account', () => {
    const question = 'Are you sure you want to deactivate your account?';

    it('warns what deactivation does', async () => {
      await renderApp({ route, signedInAs: owner });
      expect(await screen.findByText(/removes your work from search results/)).toHaveTextContent(
        /does not\s+delete it/,
      );
      expect(screen.getByText(/deleting a work is permanent/)).toBeInTheDocument();
    });

    it('asks for confirmation; the backdrop does not close it; Escape and Cancel do', async () => {
      const { user, callsOf } = await renderApp({ route, signedInAs: owner });
      await user.click(await screen.findByRole('button', { name: 'Deactivate Account' }));
      const dialog = screen.getByRole('dialog', { name: question });
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(screen.getByTestId('modal-backdrop'));
      expect(screen.getByRole('dialog', { name: question })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Deactivate Account' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(callsOf('DeactivateAccount')).toHaveLength(0);
    });

    it('deactivates: clears the session and goes home', async () => {
      const { user, location, callsOf } = await renderApp({
        route,
        signedInAs: owner,
        handlers: { DeactivateAccount: { data: { deactivateAccount: true } } },
      });
      await user.click(await screen.findByRole('button', { name: 'Deactivate Account' }));
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate Account' }),
      );
      await waitFor(() => expect(location()).toBe('/'));
      expect(callsOf('DeactivateAccount')).toHaveLength(1);
      expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(
        await screen.findByRole('heading', { name: 'Welcome to Panelhouse Comics' }),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'Login' })[0]).toBeInTheDocument();
    });

    it('shows an error and keeps the session when deactivation fails', async () => {
      const { user, location } = await renderApp({
        route,
        signedInAs: owner,
        handlers: { DeactivateAccount: gqlError('nope', 'FORBIDDEN') },
      });
      await user.click(await screen.findByRole('button', { name: 'Deactivate Account' }));
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate Account' }),
      );
      expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
        MESSAGES.profileFormFailure,
      );
      expect(window.localStorage.getItem(TOKEN_KEY)).toBe('session-token');
      expect(location()).toBe(route);
    });
  });
});
