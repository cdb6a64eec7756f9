import { screen, waitFor, within } from '@testing-library/react';
import { TOKEN_KEY } from '../../../../apollo/token';
import { buildUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('top navigation', () => {
  it('shows visitors the shared links plus Sign Up and Login', async () => {
    await renderApp({ route: '/about' });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(mainNav().getByRole('link', { name: 'Panelhouse Comics' })).toHaveAttribute('href', '/');
    expect(mainNav().getByRole('link', { name: 'Comic List' })).toHaveAttribute('href', '/search');
    expect(mainNav().getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/articles');
    expect(mainNav().getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(mainNav().getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(mainNav().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(mainNav().queryByRole('button', { name: /account menu/i })).toBeNull();
  });

  it('shows signed-in users a profile menu with Profile, Upload and Logout', async () => {
    const { user } = await renderApp({
      route: '/about',
      signedInAs: buildUser({ username: 'inkslinger' }),
    });
    const toggle = await screen.findByRole('button', { name: 'Account menu for inkslinger' });
    expect(mainNav().queryByRole('link', { name: 'Login' })).toBeNull();
    expect(mainNav().queryByRole('link', { name: 'Sign Up' })).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile/inkslinger',
    );
    expect(screen.getByRole('link', { name: 'Upload' })).toHaveAttribute('href', '/upload');
  });

  it('logs out: clears the token, shows visitor buttons and goes home', async () => {
    const { user, location, callsOf } = await renderApp({
      route: '/upload',
      signedInAs: buildUser(),
    });
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await mainNav().findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(location()).toBe('/');
    await waitFor(() => expect(callsOf('LogOut')).toHaveLength(1));
    expect(callsOf('LogOut')[0].headers.Authorization).toBe('Bearer session-token');
  });

  it('toggles a search box; submitting goes to /search?q= and clears it', async () => {
    const { user, location } = await renderApp({ route: '/about' });
    const toggle = await screen.findByRole('button', { name: 'Open search' });
    expect(screen.queryByPlaceholderText('What are you look for?')).toBeNull();
    await user.click(toggle);
    const box = screen.getByPlaceholderText('What are you look for?');
    expect(box).toHaveFocus();
    await user.type(box, 'space pirates{Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=space+pirates'));
    expect(screen.getByPlaceholderText('What are you look for?')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByPlaceholderText('What are you look for?')).toBeNull();
  });

  it('does not search for blank text', async () => {
    const { user, location } = await renderApp({ route: '/about' });
    await user.click(await screen.findByRole('button', { name: 'Open search' }));
    await user.type(screen.getByPlaceholderText('What are you look for?'), '   {Enter}');
    expect(location()).toBe('/about');
  });

  it('toggles the small-screen menu with the hamburger, by mouse and keyboard', async () => {
    const { user } = await renderApp({ route: '/about' });
    const hamburger = await screen.findByRole('button', { name: 'Menu' });
    const menu = document.getElementById(hamburger.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');
    hamburger.focus();
    await user.keyboard('{Enter}');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  });

  it('has a footer with the brand and a copyright line', async () => {
    await renderApp({ route: '/about' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Panelhouse Comics' })).toBeInTheDocument();
    expect(within(footer).getByText(/© \d{4} Panelhouse Comics/)).toBeInTheDocument();
  });
});
