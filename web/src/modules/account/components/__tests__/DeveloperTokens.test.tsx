import { MESSAGES } from '@shared/limits';
import { screen, waitFor, within } from '@testing-library/react';
import { TOKEN_KEY } from '../../../../apollo/token';
import { buildUser } from '../../../../test/fixtures';
import { gqlError, type MockHandler } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';

const owner = buildUser({ username: 'inkslinger' });
const route = '/profile/inkslinger/edit';
const tokensSection = () =>
  within(screen.getByRole('heading', { name: 'Developer tokens' }).closest('section')!);
const createForm = () => within(screen.getByRole('form', { name: 'Create a token' }));

function tokenRow(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AccessToken',
    id: 1,
    name: 'Backup script',
    prefix: 'php_AbCd',
    scopes: ['READ', 'WRITE_WORKS'],
    createdAt: '2026-01-02T03:04:05.000Z',
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    isActive: true,
    ...overrides,
  };
}

const list = (...rows: ReturnType<typeof tokenRow>[]): MockHandler => ({
  data: { accessTokens: rows },
});

function render(handlers: Record<string, MockHandler> = {}) {
  return renderApp({
    route,
    signedInAs: owner,
    handlers: { AccessTokens: list(), ...handlers },
  });
}

describe('developer tokens', () => {
  it('shows a loading state', async () => {
    await render({ AccessTokens: 'pending' });
    expect(await tokensSection().findByRole('status')).toHaveTextContent('Loading tokens');
  });

  it('says when there are no tokens', async () => {
    await render();
    expect(await tokensSection().findByText('You have no tokens yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry button when the list fails', async () => {
    const { user, callsOf } = await render({ AccessTokens: gqlError('Boom', 'FORBIDDEN') });
    const alert = await tokensSection().findByRole('alert');
    expect(alert).toHaveTextContent('Your tokens could not be loaded: Boom');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsOf('AccessTokens').length).toBeGreaterThanOrEqual(2));
  });

  it('lists tokens with prefix, scopes, dates and state; only live ones can be revoked', async () => {
    await render({
      AccessTokens: list(
        tokenRow({ lastUsedAt: '2026-02-03T00:00:00.000Z', expiresAt: '2026-03-01T00:00:00.000Z' }),
        tokenRow({
          id: 2,
          name: 'Old bot',
          scopes: ['WRITE_SOCIAL'],
          revokedAt: '2026-01-05T00:00:00.000Z',
          isActive: false,
        }),
      ),
    });
    const items = within(
      await tokensSection().findByRole('list', { name: 'Your tokens' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Backup script');
    expect(items[0]).toHaveTextContent('php_AbCd…');
    expect(items[0]).toHaveTextContent('Scopes: read, write:works');
    expect(items[0]).toHaveTextContent('Created Jan 2, 2026');
    expect(items[0]).toHaveTextContent('Last used Feb 3, 2026');
    expect(items[0]).toHaveTextContent('Expires Mar 1, 2026');
    expect(within(items[0]).getByRole('button', { name: 'Revoke Backup script' })).toBeEnabled();
    expect(items[1]).toHaveTextContent('Revoked Jan 5, 2026');
    expect(items[1]).toHaveTextContent('Last used never');
    expect(within(items[1]).queryByRole('button')).toBeNull();
  });

  it('revokes after a confirmation; Cancel sends nothing', async () => {
    const { user, callsOf } = await render({
      AccessTokens: list(tokenRow()),
      RevokeAccessToken: ({ id }) => ({
        data: {
          revokeAccessToken: tokenRow({
            id,
            revokedAt: '2026-02-01T00:00:00.000Z',
            isActive: false,
          }),
        },
      }),
    });
    const revoke = await tokensSection().findByRole('button', { name: 'Revoke Backup script' });
    await user.click(revoke);
    const dialog = screen.getByRole('dialog', { name: 'Revoke the token “Backup script”?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf('RevokeAccessToken')).toHaveLength(0);

    await user.click(tokensSection().getByRole('button', { name: 'Revoke Backup script' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke token' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf('RevokeAccessToken')[0].variables).toEqual({ id: 1 });
    expect(await tokensSection().findByText(/Revoked Feb 1, 2026/)).toBeInTheDocument();
    expect(tokensSection().queryByRole('button', { name: 'Revoke Backup script' })).toBeNull();
  });

  it('shows a failed revoke in the dialog', async () => {
    const { user } = await render({
      AccessTokens: list(tokenRow()),
      RevokeAccessToken: gqlError('No access token found with that id', 'NOT_FOUND'),
    });
    await user.click(await tokensSection().findByRole('button', { name: 'Revoke Backup script' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke token' }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'No access token found with that id',
    );
  });

  it('validates the form: a name and at least one scope', async () => {
    const { user } = await render();
    const submit = (await screen.findByRole('form', { name: 'Create a token' })).querySelector(
      'button[type="submit"]',
    )!;
    await user.type(createForm().getByLabelText('Token name'), '   ');
    expect(await createForm().findByText(MESSAGES.accessTokenNameRequired)).toBeInTheDocument();
    await user.type(createForm().getByLabelText('Token name'), 'CLI');
    await user.click(createForm().getByRole('checkbox', { name: /^read(?!:stats)/ }));
    expect(await createForm().findByText(MESSAGES.accessTokenScopesRequired)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('creates a token and shows it once, with a Copy button', async () => {
    const secret = `php_${'x'.repeat(40)}`;
    let created = false;
    const { user, callsOf } = await render({
      AccessTokens: () => ({ data: { accessTokens: created ? [tokenRow({ name: 'CLI' })] : [] } }),
      CreateAccessToken: () => {
        created = true;
        return {
          data: {
            createAccessToken: {
              __typename: 'CreatedAccessToken',
              token: secret,
              accessToken: tokenRow({ name: 'CLI' }),
            },
          },
        };
      },
    });
    await user.type(await createForm().findByLabelText('Token name'), '  CLI ');
    await user.click(createForm().getByRole('checkbox', { name: /^write:social/ }));
    await user.selectOptions(createForm().getByLabelText('Expiry'), '90 days');
    await user.click(createForm().getByRole('button', { name: 'Create token' }));

    const region = await screen.findByRole('region', { name: 'New token' });
    expect(callsOf('CreateAccessToken')[0].variables).toEqual({
      input: { name: 'CLI', scopes: ['READ', 'WRITE_SOCIAL'], expiresInDays: 90 },
    });
    expect(within(region).getByLabelText('Your new token')).toHaveValue(secret);
    expect(region).toHaveTextContent('you won’t be able to see it again');
    await user.click(within(region).getByRole('button', { name: 'Copy' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(await within(region).findByRole('status')).toHaveTextContent('Copied');
    // The list is fetched again and the form is ready for another token.
    expect(await tokensSection().findByRole('list', { name: 'Your tokens' })).toHaveTextContent(
      'CLI',
    );
    expect(createForm().getByLabelText('Token name')).toHaveValue('');
    await user.click(within(region).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'New token' })).toBeNull();
    expect(screen.queryByDisplayValue(secret)).toBeNull();
  });

  it('shows the server’s message when creation fails', async () => {
    const { user } = await render({
      CreateAccessToken: gqlError(MESSAGES.accessTokensTooMany),
    });
    await user.type(await createForm().findByLabelText('Token name'), 'CLI');
    await user.click(createForm().getByRole('button', { name: 'Create token' }));
    expect(await createForm().findByRole('alert')).toHaveTextContent(MESSAGES.accessTokensTooMany);
  });
});

describe('log out everywhere', () => {
  it('ends every session on the server, then this one, and goes home', async () => {
    const { user, callsOf, location } = await render({
      LogOutEverywhere: { data: { logOutEverywhere: 3 } },
      LogOut: { data: { logOut: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out on every device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(callsOf('LogOutEverywhere')).toHaveLength(1);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the session and shows the error when it fails', async () => {
    const { user, location } = await render({
      LogOutEverywhere: gqlError('Server unavailable', 'FORBIDDEN'),
    });
    await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server unavailable');
    expect(location()).toBe(route);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('session-token');
  });
});
