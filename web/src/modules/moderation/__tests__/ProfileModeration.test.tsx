import { screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { buildProfile, list } from '../../../test/workFixtures';

const route = '/profile/inkslinger';
const emptyWorks = { UserBooks: list('userBooks', []), UserIssues: list('userIssues', []) };

function openProfile(
  signedInAs: ReturnType<typeof buildUser> | undefined,
  role: string,
  handlers: Record<string, unknown> = {},
) {
  return renderApp({
    route,
    signedInAs,
    handlers: {
      UserProfile: { data: { user: { ...buildProfile(), role } } },
      ...emptyWorks,
      ...(handlers as Record<string, never>),
    },
  });
}

describe('role control on a profile', () => {
  it('an admin makes a reader a moderator', async () => {
    const sent: unknown[] = [];
    const { user } = await openProfile(
      buildUser({ id: 1, username: 'the_admin', role: 'ADMIN' }),
      'USER',
      {
        GrantModerator: (variables: unknown) => {
          sent.push(variables);
          return { data: { grantModerator: { __typename: 'User', id: 7, role: 'MODERATOR' } } };
        },
      },
    );
    const button = await screen.findByRole('button', { name: 'Make moderator' });
    await user.click(button);
    await waitFor(() => expect(sent).toEqual([{ userId: 7 }]));
    expect(await screen.findByText('inkslinger is now a moderator.')).toBeInTheDocument();
  });

  it('an admin takes the role back from a moderator', async () => {
    await openProfile(buildUser({ id: 1, username: 'the_admin', role: 'ADMIN' }), 'MODERATOR');
    expect(await screen.findByRole('button', { name: 'Remove moderator' })).toBeInTheDocument();
  });

  it.each([
    ['a moderator', buildUser({ id: 2, username: 'a_moderator', role: 'MODERATOR' })],
    ['a reader', buildUser({ id: 3, username: 'a_reader', role: 'USER' })],
    ['a visitor', undefined],
  ])('%s sees no role control', async (_name, viewer) => {
    await openProfile(viewer, 'USER');
    await screen.findByRole('heading', { name: 'inkslinger' });
    expect(
      screen.queryByRole('button', { name: /^(Make|Remove) moderator$/ }),
    ).not.toBeInTheDocument();
  });
});

describe('reporting a user', () => {
  it('a reader reports with a reason; "Other" needs a text', async () => {
    const sent: unknown[] = [];
    const { user } = await openProfile(
      buildUser({ id: 3, username: 'a_reader', role: 'USER' }),
      'CREATOR',
      {
        Report: (variables: unknown) => {
          sent.push(variables);
          return { data: { report: { __typename: 'Report', id: 1, open: true } } };
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Report this user' }));
    const form = screen.getByRole('button', { name: 'Send report' }).closest('form') as HTMLElement;
    await user.selectOptions(within(form).getByLabelText('Reason'), 'OTHER');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tell us what is wrong.');
    expect(sent).toHaveLength(0);
    await user.type(within(form).getByLabelText('What is wrong'), 'Impersonates me');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { targetType: 'USER', targetId: 7, reason: 'OTHER', text: 'Impersonates me' },
      ]),
    );
    expect(await screen.findByText(/Our moderators will look at it/)).toBeInTheDocument();
  });

  it('nobody is offered to report themselves, and visitors are not offered to report', async () => {
    await openProfile(buildUser({ id: 7, username: 'inkslinger' }), 'CREATOR');
    await screen.findByRole('heading', { name: 'inkslinger' });
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});

describe('the profile menu', () => {
  it.each([
    ['MODERATOR', true],
    ['ADMIN', true],
    ['CREATOR', false],
  ] as const)('a %s sees Moderation: %s', async (role, shown) => {
    const { user } = await renderApp({
      route: '/about',
      signedInAs: buildUser({ role }),
      handlers: {},
    });
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.queryByRole('link', { name: 'Moderation' }) !== null).toBe(shown);
  });
});
