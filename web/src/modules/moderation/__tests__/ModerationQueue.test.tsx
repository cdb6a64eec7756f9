import { screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../../../test/fixtures';
import { gqlError } from '../../../test/mockClient';
import { renderApp } from '../../../test/renderApp';

const bookItem = {
  __typename: 'ModerationQueueItem',
  id: 'reports:book:41:0',
  kind: 'REPORTS',
  targetType: 'BOOK',
  targetId: 41,
  reportCount: 2,
  reasons: ['SPAM', 'COPYRIGHT'],
  texts: ['pages copied from elsewhere'],
  latestAt: '2026-11-20T10:00:00.000Z',
  target: {
    __typename: 'ModerationTarget',
    type: 'BOOK',
    id: 41,
    title: 'Moon Cats',
    state: 'visible',
    affectedUsername: 'hannah',
    bookId: 41,
    bookTitle: 'Moon Cats',
    bookSlug: 'moon-cats',
    issueNumber: null,
    issueTitle: null,
    text: 'Cats on the moon',
    coverUrl: '/media/books/41.webp',
  },
  appeal: null,
};
const appealItem = {
  ...bookItem,
  id: 'appeal:user:9:3',
  kind: 'APPEAL',
  targetType: 'USER',
  targetId: 9,
  reportCount: 0,
  reasons: [],
  texts: ['I am a real artist'],
  target: {
    ...bookItem.target,
    type: 'USER',
    id: 9,
    title: 'spammy_user',
    state: 'suspended',
    affectedUsername: 'spammy_user',
    bookId: null,
    bookTitle: null,
    bookSlug: null,
    text: 'bio',
    coverUrl: null,
  },
  appeal: {
    __typename: 'Appeal',
    id: 3,
    text: 'I am a real artist',
    decision: { __typename: 'ModerationDecision', id: 12, action: 'SUSPEND', reason: 'Spam' },
  },
};
const queue = (nodes: unknown[]) => ({
  data: {
    moderationQueue: {
      __typename: 'ModerationQueueItemConnection',
      totalCount: nodes.length,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      nodes,
    },
  },
});

describe('/moderation', () => {
  it('shows grouped reports with the target in context and acts with a required reason', async () => {
    const moderated: Record<string, unknown>[] = [];
    const { user, callsOf } = await renderApp({
      route: '/moderation',
      signedInAs: buildUser({ role: 'MODERATOR' }),
      handlers: {
        ModerationQueue: queue([bookItem, appealItem]),
        Moderate: (variables) => {
          moderated.push(variables);
          return {
            data: { moderate: { __typename: 'ModerationDecision', id: 13, action: 'REMOVE' } },
          };
        },
      },
    });
    const item = await screen.findByRole('article', { name: 'Book: Moon Cats' });
    expect(within(item).getByText(/2 reports: Spam, Copyright/)).toBeInTheDocument();
    expect(within(item).getByText('pages copied from elsewhere')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Moon Cats' })).toHaveAttribute(
      'href',
      '/details/moon-cats/book/41',
    );
    expect(within(item).getByText('By hannah')).toBeInTheDocument();

    // The appeal is its own item; a suspended user offers Restore.
    const appeal = screen.getByRole('article', { name: 'User: spammy_user' });
    expect(within(appeal).getByText('I am a real artist')).toBeInTheDocument();
    expect(
      within(within(appeal).getByLabelText('Action')).getByRole('option', { name: 'Restore' }),
    ).toBeInTheDocument();

    // No reason: refused in the form, nothing sent.
    await user.selectOptions(within(item).getByLabelText('Action'), 'REMOVE');
    await user.click(within(item).getByRole('button', { name: 'Apply' }));
    expect(within(item).getByRole('alert')).toHaveTextContent('Give a reason');
    expect(moderated).toHaveLength(0);

    await user.type(within(item).getByLabelText(/Reason/), 'Copied pages');
    await user.click(within(item).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(moderated).toHaveLength(1));
    expect(moderated[0]).toEqual({
      targetType: 'BOOK',
      targetId: 41,
      action: 'REMOVE',
      reason: 'Copied pages',
    });
    // The queue is read again after an action.
    await waitFor(() => expect(callsOf('ModerationQueue').length).toBeGreaterThan(1));
  });

  it('shows the API refusal', async () => {
    const { user } = await renderApp({
      route: '/moderation',
      signedInAs: buildUser({ role: 'ADMIN' }),
      handlers: {
        ModerationQueue: queue([bookItem]),
        Moderate: gqlError('Only moderators and admins can do this', 'FORBIDDEN'),
      },
    });
    const item = await screen.findByRole('article', { name: 'Book: Moon Cats' });
    await user.type(within(item).getByLabelText(/Reason/), 'x');
    await user.click(within(item).getByRole('button', { name: 'Apply' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'Only moderators and admins can do this',
    );
  });

  it('readers get a friendly 403 and never ask for the queue', async () => {
    const { callsOf } = await renderApp({
      route: '/moderation',
      signedInAs: buildUser({ role: 'USER' }),
      handlers: {},
    });
    expect(await screen.findByRole('heading', { name: 'Moderators only' })).toBeInTheDocument();
    expect(callsOf('ModerationQueue')).toHaveLength(0);
  });

  it('visitors are sent to log in', async () => {
    await renderApp({ route: '/moderation' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('an empty queue says so', async () => {
    await renderApp({
      route: '/moderation',
      signedInAs: buildUser({ role: 'MODERATOR' }),
      handlers: { ModerationQueue: queue([]) },
    });
    expect(await screen.findByText('Nothing to review. The queue is empty.')).toBeInTheDocument();
  });
});

describe('the audit log tab', () => {
  it('admins read who did what, why and when', async () => {
    await renderApp({
      route: '/moderation/log',
      signedInAs: buildUser({ role: 'ADMIN' }),
      handlers: {
        ModerationLog: {
          data: {
            moderationLog: {
              __typename: 'ModerationDecisionConnection',
              totalCount: 1,
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
              nodes: [
                {
                  __typename: 'ModerationDecision',
                  id: 5,
                  action: 'REMOVE',
                  targetType: 'BOOK',
                  targetId: 41,
                  targetTitle: 'Moon Cats',
                  reason: 'Copied pages',
                  dateCreated: '2026-11-20T10:00:00.000Z',
                  moderator: { __typename: 'User', id: 2, username: 'mod_one' },
                },
              ],
            },
          },
        },
      },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('mod_one')).toBeInTheDocument();
    expect(within(table).getByText('Removed')).toBeInTheDocument();
    expect(within(table).getByText('Copied pages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit log' })).toBeInTheDocument();
  });

  it('moderators do not get the log', async () => {
    const { callsOf } = await renderApp({
      route: '/moderation/log',
      signedInAs: buildUser({ role: 'MODERATOR' }),
      handlers: {},
    });
    expect(await screen.findByText('Only admins read the audit log.')).toBeInTheDocument();
    expect(callsOf('ModerationLog')).toHaveLength(0);
  });
});
