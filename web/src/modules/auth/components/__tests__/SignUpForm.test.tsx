import { MESSAGES } from '@shared/limits';
import { act, screen } from '@testing-library/react';
import { TOKEN_KEY } from '../../../../apollo/token';
import { authPayload, buildUser } from '../../../../test/fixtures';
import { gqlError } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';

async function fill(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  values: Partial<Record<string, string>>,
) {
  const labels: Record<string, string> = {
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    passwordConfirm: 'Confirm password',
  };
  for (const [key, value] of Object.entries(values)) {
    const input = screen.getByLabelText(labels[key]);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'inkslinger',
  email: 'ada@example.com',
  password: 'correct horse',
  passwordConfirm: 'correct horse',
};

describe('sign-up form', () => {
  it('shows every required message on an empty submit and sends nothing', async () => {
    const { user, calls } = await renderApp({ route: '/sign-up' });
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    for (const text of [
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.usernameRequired,
      MESSAGES.emailRequired,
      MESSAGES.passwordRequired,
      MESSAGES.passwordConfirmRequired,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(calls.filter((c) => c.operationName === 'SignUp')).toHaveLength(0);
  });

  it('links each error to its input', async () => {
    const { user } = await renderApp({ route: '/sign-up' });
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    const input = screen.getByLabelText('First name');
    const error = await screen.findByText(MESSAGES.firstNameRequired);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('checks the email format, username length and matching passwords', async () => {
    const { user } = await renderApp({ route: '/sign-up' });
    await screen.findByRole('button', { name: 'Sign Up' });
    await fill(user, {
      ...valid,
      username: 'abc',
      email: 'not-an-email',
      passwordConfirm: 'something else',
    });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MESSAGES.emailInvalidSignUp)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.usernameMin)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsMustMatch)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.emailRequired)).toBeNull();
  });

  it('signs up, stores the token, says so and goes home after 3 seconds', async () => {
    jest.useFakeTimers();
    try {
      const created = buildUser();
      const { user, location, callsOf } = await renderApp({
        route: '/sign-up',
        fakeTimers: true,
        handlers: { SignUp: { data: { signUp: authPayload(created, { token: 'new-token' }) } } },
      });
      await screen.findByRole('button', { name: 'Sign Up' });
      await fill(user, valid);
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      expect(await screen.findByText(MESSAGES.signUpSuccess)).toBeInTheDocument();
      expect(callsOf('SignUp')[0].variables).toEqual({ input: valid });
      expect(window.localStorage.getItem(TOKEN_KEY)).toBe('new-token');
      expect(
        screen.getByRole('button', { name: /account menu for inkslinger/i }),
      ).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2900));
      expect(location()).toBe('/sign-up');
      act(() => jest.advanceTimersByTime(200));
      expect(location()).toBe('/');
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the server's message when sign-up fails", async () => {
    const { user, location } = await renderApp({
      route: '/sign-up',
      handlers: { SignUp: gqlError(MESSAGES.accountExists, 'CONFLICT') },
    });
    await screen.findByRole('button', { name: 'Sign Up' });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.accountExists);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(location()).toBe('/sign-up');
  });
});
