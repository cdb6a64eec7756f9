import { MESSAGES } from '@shared/limits';
import { screen, within } from '@testing-library/react';
import { buildUser } from '../../../test/fixtures';
import { gqlError } from '../../../test/mockClient';
import { renderApp } from '../../../test/renderApp';

const cover = { __typename: 'Image', url: '/media/c.webp', srcset: '', width: 320, height: 485 };
const edge = (id: number, title: string, unread: boolean) => ({
  __typename: 'FollowedIssueEdge',
  cursor: `c${id}`,
  node: {
    __typename: 'FollowedIssue',
    unread,
    issue: {
      __typename: 'Issue',
      id,
      issueNumber: id,
      title,
      dateCreated: '2026-11-20T10:00:00.000Z',
      cover,
      publisher: { __typename: 'User', id: 3, username: 'moonmaker' },
      book: { __typename: 'Book', id: 4, title: 'Moon Harbor', urlSlug: 'moon-harbor' },
    },
  },
});
const following = (edges: unknown[], unreadCount: number) => ({
  data: {
    following: {
      __typename: 'FollowingConnection',
      totalCount: edges.length,
      unreadCount,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      edges,
    },
  },
});
const noFeed = { data: { followingFeedLink: null } };

describe('/following', () => {
  it('lists new issues newest first with unread markers that screen readers read too', async () => {
    await renderApp({
      route: '/following',
      signedInAs: buildUser(),
      handlers: {
        Following: following([edge(2, 'Tides', true), edge(1, 'Dawn', false)], 1),
        FollowingFeedLink: noFeed,
      },
    });
    const list = await screen.findByRole('list', { name: 'New issues from creators you follow' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Moon Harbor #2: Tides');
    expect(within(items[0]).getByText('Unread')).toBeInTheDocument();
    expect(within(items[1]).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: 'Moon Harbor #2: Tides' })).toHaveAttribute(
      'href',
      '/read/moon-harbor/book/4/issue/2',
    );
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('says what to do when the list is empty', async () => {
    await renderApp({
      route: '/following',
      signedInAs: buildUser(),
      handlers: { Following: following([], 0), FollowingFeedLink: noFeed },
    });
    expect(await screen.findByText(MESSAGES.noFollowingIssues)).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    await renderApp({
      route: '/following',
      signedInAs: buildUser(),
      handlers: { Following: gqlError('boom', 'INTERNAL_SERVER_ERROR'), FollowingFeedLink: noFeed },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('makes the private feed link and shows it once; resetting makes a new one', async () => {
    let made = 0;
    const { user, callsOf } = await renderApp({
      route: '/following',
      signedInAs: buildUser(),
      handlers: {
        Following: following([], 0),
        FollowingFeedLink: () =>
          made
            ? {
                data: {
                  followingFeedLink: {
                    __typename: 'FollowingFeedLink',
                    createdAt: '2026-11-20T10:00:00.000Z',
                    url: null,
                  },
                },
              }
            : noFeed,
        RotateFollowingFeedUrl: () => {
          made += 1;
          return {
            data: {
              rotateFollowingFeedUrl: {
                __typename: 'FollowingFeedLink',
                createdAt: '2026-11-20T10:00:00.000Z',
                url: `http://panelhouse.test/feeds/following/phf_${made}.atom`,
              },
            },
          };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create feed link' }));
    expect(
      await screen.findByDisplayValue('http://panelhouse.test/feeds/following/phf_1.atom'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reset feed link' }));
    expect(
      await screen.findByDisplayValue('http://panelhouse.test/feeds/following/phf_2.atom'),
    ).toBeInTheDocument();
    expect(callsOf('RotateFollowingFeedUrl')).toHaveLength(2);
  });

  it('sends visitors to log in', async () => {
    const { location } = await renderApp({ route: '/following' });
    expect(location()).toBe('/login');
  });

  it('is in the navigation for signed-in readers only', async () => {
    await renderApp({
      route: '/following',
      signedInAs: buildUser(),
      handlers: { Following: following([], 0), FollowingFeedLink: noFeed },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Following' })).toHaveAttribute(
      'href',
      '/following',
    );
  });
});
