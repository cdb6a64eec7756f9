import { screen, within } from '@testing-library/react';
import { buildUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

/** The token form offers `moderate` to moderators and admins only (the API refuses others). */
describe('the moderate scope on the token form', () => {
  it.each([
    ['MODERATOR', true],
    ['ADMIN', true],
    ['CREATOR', false],
    ['USER', false],
  ] as const)('a %s is offered moderate: %s', async (role, offered) => {
    await renderApp({
      route: '/profile/inkslinger/edit',
      signedInAs: buildUser({ username: 'inkslinger', role }),
      handlers: { AccessTokens: { data: { accessTokens: [] } } },
    });
    const form = within(await screen.findByRole('form', { name: 'Create a token' }));
    expect(form.queryByRole('checkbox', { name: /^moderate/ }) !== null).toBe(offered);
    expect(form.getByRole('checkbox', { name: /^read(?!:stats)/ })).toBeInTheDocument();
  });
});
