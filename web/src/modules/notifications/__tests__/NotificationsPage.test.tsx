import { MESSAGES } from '@shared/limits';
import { screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../../../test/fixtures';
import { gqlError } from '../../../test/mockClient';
import { renderApp } from '../../../test/renderApp';

const node = (id: number, over: Record<string, unknown> = {}) => ({
  __typename: 'Notification',
  id,
  kind: 'COMMENT_REPLY',
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
  link: `/details/moon-harbor/book/4/issue/2#comment-${id}`,
  actor: { __typename: 'User', id: 9, username: 'replier_rae' },
  subject: {
    __typename: 'NotificationSubject',
    bookId: 4,
    bookTitle: 'Moon Harbor',
    issueNumber: 2,
    issueTitle: 'Tides',
    creatorUsername: 'moonmaker',
  },
  data: {
    __typename: 'NotificationData',
    excerpt: '<b>lovely</b>',
    action: null,
    reason: null,
    targetType: null,
    targetTitle: null,
    count: null,
  },
  ...over,
});
const page = (
  nodes: ReturnType<typeof node>[],
  hasNextPage = false,
  endCursor: string | null = null,
) => ({
  data: {
    notifications: {
      __typename: 'NotificationConnection',
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
      edges: nodes.map((n) => ({ __typename: 'NotificationEdge', cursor: `c${n.id}`, node: n })),
    },
  },
});

describe('/notifications', () => {
  it('lists notifications newest first, marks unread ones, and escapes user text', async () => {
    await renderApp({
      route: '/notifications',
      signedInAs: buildUser(),
      handlers: {
        Notifications: page([
          node(2),
          node(1, {
            kind: 'COMMENT_LIKED',
            read: true,
            data: { ...node(1).data, excerpt: null, count: 3 },
          }),
        ]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    const reply = within(items[0]).getByRole('link', {
      name: 'replier_rae replied to your comment on Moon Harbor #2: "<b>lovely</b>"',
    });
    expect(reply).toHaveAttribute('href', '/details/moon-harbor/book/4/issue/2#comment-2');
    expect(items[0].querySelector('b')).toBeNull();
    expect(within(items[0]).getByText('Unread')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('3 people liked your comment on Moon Harbor #2');
    expect(within(items[1]).queryByText('Unread')).not.toBeInTheDocument();
  });

  it('marks a notification read when it is opened', async () => {
    const { user, callsOf, location } = await renderApp({
      route: '/notifications',
      signedInAs: buildUser(),
      handlers: {
        Notifications: page([node(5)]),
        MarkNotificationsRead: {
          data: {
            markNotificationsRead: {
              __typename: 'NotificationsReadResult',
              marked: 1,
              unreadCount: 0,
            },
          },
        },
      },
    });
    const link = await screen.findByRole('link', { name: /replied to your comment/ });
    await user.click(link);
    await waitFor(() => expect(callsOf('MarkNotificationsRead')).toHaveLength(1));
    expect(location()).toBe('/details/moon-harbor/book/4/issue/2');
    expect(callsOf('MarkNotificationsRead')[0].variables).toEqual({ ids: [5] });
  });

  it('"Mark all read" clears every unread marker and the bell', async () => {
    const { user, callsOf } = await renderApp({
      route: '/notifications',
      signedInAs: buildUser(),
      handlers: {
        UnreadNotificationCount: { data: { unreadNotificationCount: 2 } },
        Notifications: page([node(2), node(1)]),
        MarkAllNotificationsRead: {
          data: {
            markAllNotificationsRead: {
              __typename: 'NotificationsReadResult',
              marked: 2,
              unreadCount: 0,
            },
          },
        },
      },
    });
    await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(await screen.findAllByText('Unread')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryAllByText('Unread')).toHaveLength(0));
    expect(callsOf('MarkAllNotificationsRead')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('loads more on request', async () => {
    const { user, callsOf } = await renderApp({
      route: '/notifications',
      signedInAs: buildUser(),
      handlers: {
        Notifications: (variables) =>
          variables.after ? page([node(1)]) : page([node(2)], true, 'c2'),
      },
    });
    await screen.findByRole('list', { name: 'Notifications' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(callsOf('Notifications').at(-1)?.variables).toEqual({ first: 20, after: 'c2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('a notification without a link (its work was removed) shows as text with a "Mark read" button', async () => {
    const { user, callsOf } = await renderApp({
      route: '/notifications',
      signedInAs: buildUser(),
      handlers: {
        Notifications: page([
          node(8, {
            kind: 'MODERATION_DECISION',
            link: null,
            actor: null,
            subject: null,
            data: {
              ...node(8).data,
              excerpt: null,
              action: 'remove',
              reason: 'spam',
              targetType: 'book',
              targetTitle: 'Taken Down',
            },
          }),
        ]),
        MarkNotificationsRead: {
          data: {
            markNotificationsRead: {
              __typename: 'NotificationsReadResult',
              marked: 1,
              unreadCount: 0,
            },
          },
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(list).toHaveTextContent(
      'A moderator decision (remove) about your book "Taken Down". Reason: spam',
    );
    await user.click(within(list).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(within(list).queryByText('Unread')).not.toBeInTheDocument());
    expect(callsOf('MarkNotificationsRead')[0].variables).toEqual({ ids: [8] });
  });

  it('says what shows up here when there is nothing yet', async () => {
    await renderApp({
      route: '/notifications',
      signedInAs: buildUser(),
      handlers: { Notifications: page([]) },
    });
    expect(await screen.findByText(MESSAGES.noNotifications)).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    await renderApp({
      route: '/notifications',
      signedInAs: buildUser(),
      handlers: { Notifications: gqlError('boom', 'INTERNAL_SERVER_ERROR') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends visitors to log in', async () => {
    const { location } = await renderApp({ route: '/notifications' });
    await waitFor(() => expect(location()).toMatch(/^\/login/));
  });
});
