import { screen, waitFor, within } from '@testing-library/react';
import { TOKEN_KEY } from '../apollo/token';
import { buildUser } from '../test/fixtures';
import { gqlError } from '../test/mockClient';
import { renderApp } from '../test/renderApp';

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('routes', () => {
  it('shows the 404 page for unknown paths', async () => {
    await renderApp({ route: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404: Uh-Oh! Page Not Found!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/broken/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to our site' })).toHaveAttribute('href', '/');
  });

  it('redirects /comic-list to /search', async () => {
    const { location } = await renderApp({ route: '/comic-list' });
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeInTheDocument();
    expect(location()).toBe('/search');
  });

  it('shows headings only on /contest and /news', async () => {
    await renderApp({ route: '/contest' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contest' })).toBeInTheDocument();
    expect(document.title).toBe('Contest | Panelhouse Comics');
  });

  it.each([
    '/upload',
    '/upload-issue/my-book/book/3',
    '/edit-upload/my-book/book/3/issue/2',
    '/edit-upload/my-book/book/3',
    '/profile/someone/edit',
  ])('sends visitors from %s to /login', async (route) => {
    const { location } = await renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('lets a signed-in user open a login-only page, marked noindex', async () => {
    const { location } = await renderApp({ route: '/upload', signedInAs: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload' })).toBeInTheDocument();
    expect(location()).toBe('/upload');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(
      screen.getByRole('link', { name: /how to publish your comic book online/i }),
    ).toHaveAttribute('href', '/articles/how-to-publish-your-comic-book-online');
  });

  it('does not mark public pages noindex', async () => {
    await renderApp({ route: '/about' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Panelhouse Comics' }),
    ).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('renders nothing while the stored session is being checked', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'stored-token');
    const { container, callsOf } = await renderApp({ route: '/', handlers: { Me: 'pending' } });
    await waitFor(() => expect(callsOf('Me')).toHaveLength(1));
    // Only the test's location probe is in the DOM: no nav, no page, no footer.
    expect(container.querySelector('header, main, footer')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(callsOf('Me')[0].headers.Authorization).toBe('Bearer stored-token');
  });

  it('restores the session from a stored token', async () => {
    await renderApp({ route: '/', signedInAs: buildUser({ username: 'restored' }) });
    expect(
      await screen.findByRole('button', { name: 'Account menu for restored' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it.each([
    ['me is null', { data: { me: null } }],
    [
      'me fails',
      gqlError('Your session is invalid or has expired. Please log in again.', 'UNAUTHENTICATED'),
    ],
  ])('clears the session silently when %s', async (_label, answer) => {
    window.localStorage.setItem(TOKEN_KEY, 'expired');
    await renderApp({ route: '/', handlers: { Me: answer } });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refreshes the session on every route change', async () => {
    const { user, callsOf } = await renderApp({ route: '/', signedInAs: buildUser() });
    await screen.findByRole('button', { name: /account menu/i });
    expect(callsOf('Me')).toHaveLength(1);
    await user.click(mainNav().getByRole('link', { name: 'About' }));
    await waitFor(() => expect(callsOf('Me')).toHaveLength(2));
    await user.click(mainNav().getByRole('link', { name: 'Articles' }));
    await waitFor(() => expect(callsOf('Me')).toHaveLength(3));
  });

  it('ends the session when a refresh finds the token no longer valid', async () => {
    let valid = true;
    const me = buildUser();
    window.localStorage.setItem(TOKEN_KEY, 'session-token');
    const { user } = await renderApp({
      route: '/',
      handlers: { Me: () => (valid ? { data: { me } } : { data: { me: null } }) },
    });
    await screen.findByRole('button', { name: /account menu/i });
    valid = false;
    await user.click(mainNav().getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('shows a user header on the profile page', async () => {
    const person = buildUser({ username: 'penciller9', bio: 'Pencils all day.' });
    await renderApp({
      route: '/profile/penciller9',
      handlers: {
        UserProfile: ({ username }) => ({
          data: { user: username === 'penciller9' ? person : null },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'penciller9' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pencils all day.')).toBeInTheDocument();
    // A visitor gets no Edit button.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
