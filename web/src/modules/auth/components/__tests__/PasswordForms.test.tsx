import { MESSAGES } from '@shared/limits';
import { act, screen } from '@testing-library/react';
import { TOKEN_KEY } from '../../../../apollo/token';
import { buildUser } from '../../../../test/fixtures';
import { gqlError } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';

describe('forgot password form', () => {
  it('requires a valid email', async () => {
    const { user, callsOf } = await renderApp({ route: '/forgot-password' });
    const submit = await screen.findByRole('button', { name: 'Send reset token' });
    await user.click(submit);
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'bad@');
    await user.click(submit);
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(callsOf('RequestPasswordReset')).toHaveLength(0);
  });

  it('confirms that a reset token was sent', async () => {
    const { user, callsOf } = await renderApp({
      route: '/forgot-password',
      handlers: { RequestPasswordReset: { data: { requestPasswordReset: true } } },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset token' }));
    expect(await screen.findByText(MESSAGES.resetSent)).toBeInTheDocument();
    expect(callsOf('RequestPasswordReset')[0].variables).toEqual({ email: 'ada@example.com' });
  });

  it("shows the server's message on failure", async () => {
    const { user } = await renderApp({
      route: '/forgot-password',
      handlers: { RequestPasswordReset: gqlError(MESSAGES.tooManyRequests, 'RATE_LIMITED') },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);
  });
});

describe('reset password form', () => {
  const route = '/reset-password/tok-abc';

  it('is marked noindex', async () => {
    await renderApp({ route });
    await screen.findByRole('heading', { name: 'Reset Password' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('requires both passwords', async () => {
    const { user } = await renderApp({ route });
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordConfirmRequired)).toBeInTheDocument();
  });

  it('requires matching passwords of the minimum length', async () => {
    const { user, callsOf } = await renderApp({ route });
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MESSAGES.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsMustMatch)).toBeInTheDocument();
    expect(callsOf('ResetPassword')).toHaveLength(0);
  });

  it('resets with the route token, ends any session and goes to /login after 3 seconds', async () => {
    jest.useFakeTimers();
    try {
      const { user, location, callsOf } = await renderApp({
        route,
        fakeTimers: true,
        signedInAs: buildUser(),
        handlers: { ResetPassword: { data: { resetPassword: true } } },
      });
      await user.type(await screen.findByLabelText('New password'), 'brand new pass');
      await user.type(screen.getByLabelText('Confirm new password'), 'brand new pass');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText(MESSAGES.resetDone)).toBeInTheDocument();
      expect(callsOf('ResetPassword')[0].variables).toEqual({
        input: { token: 'tok-abc', password: 'brand new pass', passwordConfirm: 'brand new pass' },
      });
      expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(screen.getAllByRole('link', { name: 'Login' })[0]).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(3000));
      expect(location()).toBe('/login');
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the server's message on failure", async () => {
    const { user, location } = await renderApp({
      route,
      handlers: { ResetPassword: gqlError(MESSAGES.resetTokenInvalid) },
    });
    await user.type(await screen.findByLabelText('New password'), 'brand new pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand new pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetTokenInvalid);
    expect(location()).toBe(route);
  });
});
