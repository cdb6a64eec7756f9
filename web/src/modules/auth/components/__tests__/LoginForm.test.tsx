import { MESSAGES } from '@shared/limits';
import { act, screen } from '@testing-library/react';
import { TOKEN_KEY } from '../../../../apollo/token';
import { authPayload, buildUser } from '../../../../test/fixtures';
import { gqlError } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';

async function logIn(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  email: string,
  password: string,
) {
  await screen.findByRole('button', { name: 'Login' });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login form', () => {
  it('requires email and password', async () => {
    const { user, callsOf } = await renderApp({ route: '/login' });
    await logIn(user, '', '');
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(callsOf('LogIn')).toHaveLength(0);
  });

  it('checks the email format (message without "!")', async () => {
    const { user } = await renderApp({ route: '/login' });
    await logIn(user, 'nope', 'secret');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.emailInvalidSignUp)).toBeNull();
  });

  it('links to /forgot-password', async () => {
    await renderApp({ route: '/login' });
    expect(await screen.findByRole('link', { name: /forgot your password/i })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('logs in, says so and goes home after 3 seconds', async () => {
    jest.useFakeTimers();
    try {
      const { user, location, callsOf } = await renderApp({
        route: '/login',
        fakeTimers: true,
        handlers: { LogIn: { data: { logIn: authPayload(buildUser(), { token: 'jwt-1' }) } } },
      });
      await logIn(user, 'ada@example.com', 'secret');
      expect(await screen.findByText(MESSAGES.loginSuccess)).toBeInTheDocument();
      expect(callsOf('LogIn')[0].variables).toEqual({
        input: { email: 'ada@example.com', password: 'secret' },
      });
      expect(window.localStorage.getItem(TOKEN_KEY)).toBe('jwt-1');
      act(() => jest.advanceTimersByTime(2999));
      expect(location()).toBe('/login');
      act(() => jest.advanceTimersByTime(1));
      expect(location()).toBe('/');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the account was reactivated when it was', async () => {
    const { user } = await renderApp({
      route: '/login',
      handlers: { LogIn: { data: { logIn: authPayload(buildUser(), { isReactivated: true }) } } },
    });
    await logIn(user, 'ada@example.com', 'secret');
    expect(await screen.findByText(MESSAGES.reactivated)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.loginSuccess)).toBeNull();
  });

  it("shows the server's message on failure and stays signed out", async () => {
    const { user, location } = await renderApp({
      route: '/login',
      handlers: { LogIn: gqlError(MESSAGES.invalidCredentials, 'UNAUTHENTICATED') },
    });
    await logIn(user, 'ada@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidCredentials);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(location()).toBe('/login');
  });

  it('sends the bearer token on requests once logged in', async () => {
    const { user, callsOf } = await renderApp({
      route: '/login',
      handlers: {
        LogIn: { data: { logIn: authPayload(buildUser(), { token: 'jwt-2' }) } },
        Me: { data: { me: buildUser() } },
      },
    });
    await logIn(user, 'ada@example.com', 'secret');
    await screen.findByText(MESSAGES.loginSuccess);
    expect(callsOf('LogIn')[0].headers.Authorization).toBeUndefined();
    await user.click(screen.getAllByRole('link', { name: 'About' })[0]);
    await screen.findByRole('heading', { name: 'About Panelhouse Comics' });
    expect(callsOf('Me').at(-1)?.headers.Authorization).toBe('Bearer jwt-2');
  });
});
