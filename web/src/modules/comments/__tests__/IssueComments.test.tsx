import { screen, waitFor, within } from '@testing-library/react';
import { LIMITS, MESSAGES } from '@shared/limits';
import { Route } from 'react-router-dom';
import type { CommentItemFragment } from '../../../gql/graphql';
import { buildUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { IssueComments } from '../components/IssueComments';
import { pageCommentsPath } from '../commentPaths';

const NONE = {
  edit: false,
  delete: false,
  hide: false,
  pin: false,
  like: false,
  reply: false,
  blockAuthor: false,
};

function buildComment(overrides: Partial<CommentItemFragment> = {}): CommentItemFragment & {
  replies: { pageInfo: { hasNextPage: boolean; endCursor: null }; nodes: CommentItemFragment[] };
} {
  return {
    __typename: 'Comment',
    id: 11,
    parentId: null,
    state: 'VISIBLE',
    body: 'Nice page',
    spoiler: false,
    pageNumber: null,
    edited: false,
    pinned: false,
    likeCount: 2,
    replyCount: 0,
    viewerHasLiked: false,
    dateCreated: '2026-11-20T10:00:00.000Z',
    author: { __typename: 'User', id: 5, username: 'reader_rita', photoUrl: null },
    segments: [
      { __typename: 'CommentSegment', kind: 'TEXT', text: 'Nice page', url: null, username: null },
    ],
    viewerCan: { __typename: 'CommentViewerCan', ...NONE, like: true, reply: true },
    ...overrides,
    replies: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] },
  } as never;
}

function issueAnswer(
  nodes: ReturnType<typeof buildComment>[],
  extra: Record<string, unknown> = {},
) {
  return {
    data: {
      issue: {
        __typename: 'Issue',
        id: 3,
        pageCount: 8,
        commentCount: nodes.length,
        commentsOpen: true,
        viewerCanComment: true,
        viewerCan: { __typename: 'IssueViewerCan', edit: false, delete: false, addIssue: false },
        ...extra,
        comments: {
          __typename: 'CommentConnection',
          totalCount: nodes.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          nodes,
        },
      },
    },
  };
}

const render = (handlers: Record<string, unknown>, signedIn = true) =>
  renderApp({
    route: '/c',
    routes: <Route path="/c" element={<IssueComments bookId={1} issueNumber={1} />} />,
    signedInAs: signedIn ? buildUser() : undefined,
    handlers: handlers as never,
  });

test('markup in a comment is shown as text; only http(s) links become links, with the ugc rel', async () => {
  const segments = [
    {
      __typename: 'CommentSegment',
      kind: 'TEXT',
      text: '<script>alert(1)</script> <img src=x onerror=alert(2)> ',
      url: null,
      username: null,
    },
    {
      __typename: 'CommentSegment',
      kind: 'LINK',
      text: 'bad',
      url: 'javascript:alert(3)',
      username: null,
    },
    { __typename: 'CommentSegment', kind: 'TEXT', text: ' and ', url: null, username: null },
    {
      __typename: 'CommentSegment',
      kind: 'LINK',
      text: 'https://example.com',
      url: 'https://example.com',
      username: null,
    },
    {
      __typename: 'CommentSegment',
      kind: 'MENTION',
      text: '@otto_reader',
      url: null,
      username: 'otto_reader',
    },
  ];
  const { container } = await render({
    IssueComments: issueAnswer([buildComment({ segments: segments as never, body: 'x' })]),
  });
  const article = await screen.findByRole('article', { name: 'Comment by reader_rita' });
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img[src="x"]')).toBeNull();
  expect(article).toHaveTextContent('<script>alert(1)</script> <img src=x onerror=alert(2)>');
  expect(within(article).queryByRole('link', { name: 'bad' })).toBeNull();
  const link = within(article).getByRole('link', { name: 'https://example.com' });
  expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
  expect(link).toHaveAttribute('href', 'https://example.com');
  expect(within(article).getByRole('link', { name: '@otto_reader' })).toHaveAttribute(
    'href',
    '/profile/otto_reader',
  );
});

test('a spoiler stays hidden until "Show spoiler"', async () => {
  const { user } = await render({
    IssueComments: issueAnswer([
      buildComment({
        spoiler: true,
        segments: [
          {
            __typename: 'CommentSegment',
            kind: 'TEXT',
            text: 'The butler did it',
            url: null,
            username: null,
          },
        ] as never,
      }),
    ]),
  });
  await screen.findByRole('button', { name: 'Show spoiler' });
  expect(screen.queryByText('The butler did it')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Show spoiler' }));
  expect(screen.getByText('The butler did it')).toBeInTheDocument();
});

test('controls follow viewerCan: the creator gets pin, hide and block; a reader does not', async () => {
  const creatorView = buildComment({
    id: 21,
    viewerCan: {
      __typename: 'CommentViewerCan',
      ...NONE,
      like: true,
      reply: true,
      delete: true,
      hide: true,
      pin: true,
      blockAuthor: true,
    } as never,
  });
  const readerView = buildComment({
    id: 22,
    author: { __typename: 'User', id: 6, username: 'otto_reader', photoUrl: null } as never,
  });
  await render({ IssueComments: issueAnswer([creatorView, readerView]) });
  const first = await screen.findByRole('article', { name: 'Comment by reader_rita' });
  for (const name of ['Pin', 'Hide', 'Delete', 'Block reader_rita'])
    expect(within(first).getByRole('button', { name })).toBeInTheDocument();
  const second = screen.getByRole('article', { name: 'Comment by otto_reader' });
  for (const name of ['Pin', 'Hide', 'Delete', 'Edit'])
    expect(within(second).queryByRole('button', { name })).toBeNull();
  expect(within(second).getByRole('button', { name: 'Like (2)' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('deleted and deactivated: "[deleted]" and no name', async () => {
  await render({
    IssueComments: issueAnswer([
      buildComment({
        id: 31,
        state: 'DELETED',
        body: null,
        author: null,
        segments: [],
        replyCount: 1,
      }),
      buildComment({ id: 32, author: null }),
    ]),
  });
  expect(await screen.findByText('[deleted]')).toBeInTheDocument();
  expect(screen.getByText('Deactivated account')).toBeInTheDocument();
  expect(screen.queryByText('reader_rita')).toBeNull();
});

test('the form counts characters, refuses too long text, and posts the page and spoiler', async () => {
  const posted: unknown[] = [];
  const { user } = await render({
    IssueComments: issueAnswer([]),
    PostComment: (variables: { input: unknown }) => {
      posted.push(variables.input);
      return { data: { postComment: buildComment({ id: 99 }) } };
    },
  });
  const box = await screen.findByRole('textbox', { name: 'Add a comment' });
  await user.type(box, 'Hello');
  expect(screen.getByText(`5 / ${LIMITS.comment.bodyMax}`)).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Spoiler' }));
  await user.selectOptions(screen.getByRole('combobox'), '7');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]).toEqual({
    issueId: 3,
    body: 'Hello',
    spoiler: true,
    pageNumber: 7,
    parentId: null,
  });

  await user.clear(box);
  await user.click(box);
  await user.paste('x'.repeat(LIMITS.comment.bodyMax + 1));
  expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
});

test('signed out: a log-in link instead of the form', async () => {
  await render({ IssueComments: issueAnswer([], { viewerCanComment: false }) }, false);
  expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
});

test('comments off: the reason instead of the form', async () => {
  await render({
    IssueComments: issueAnswer([], { viewerCanComment: false, commentsOpen: false }),
  });
  expect(await screen.findByText(`${MESSAGES.commentsOff}.`)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
});

test('the reader marker links to the comments about that page', () => {
  expect(pageCommentsPath('my-book', 4, 2, 7)).toBe(
    '/details/my-book/book/4/issue/2?commentsPage=7#comments',
  );
});

test('the creator turns comments off for the book and unblocks a reader', async () => {
  const switched: unknown[] = [];
  const unblocked: unknown[] = [];
  const { user } = await render({
    IssueComments: issueAnswer([], {
      viewerCan: { __typename: 'IssueViewerCan', edit: true, delete: true, addIssue: true },
    }),
    SetBookComments: (variables: unknown) => {
      switched.push(variables);
      return { data: { setBookComments: { __typename: 'Book', id: 1, commentsEnabled: false } } };
    },
    BlockedUsers: {
      data: {
        blockedUsers: {
          __typename: 'BlockedUserConnection',
          totalCount: 1,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          nodes: [{ __typename: 'User', id: 9, username: 'troll_tom' }],
        },
      },
    },
    UnblockUser: (variables: unknown) => {
      unblocked.push(variables);
      return { data: { unblockUser: { __typename: 'User', id: 9 } } };
    },
  });
  await user.click(
    await screen.findByRole('checkbox', { name: 'Readers may comment on this book' }),
  );
  await waitFor(() => expect(switched).toEqual([{ bookId: 1, enabled: false }]));
  await user.click(screen.getByText('Readers you blocked'));
  await user.click(await screen.findByRole('button', { name: 'Unblock troll_tom' }));
  await waitFor(() => expect(unblocked).toEqual([{ userId: 9 }]));
});

test('a reader sees no creator controls', async () => {
  await render({ IssueComments: issueAnswer([]) });
  await screen.findByRole('textbox', { name: 'Add a comment' });
  expect(screen.queryByRole('checkbox', { name: 'Readers may comment on this book' })).toBeNull();
});

test('"Load more comments" asks for the next page after the last cursor and appends it', async () => {
  const first = issueAnswer([buildComment({ id: 41 })]);
  first.data.issue.comments.pageInfo = {
    __typename: 'PageInfo',
    hasNextPage: true,
    endCursor: 'cursor-41',
  } as never;
  const second = issueAnswer([
    buildComment({
      id: 42,
      author: { __typename: 'User', id: 8, username: 'later_lou', photoUrl: null } as never,
    }),
  ]);
  const afters: unknown[] = [];
  const { user } = await render({
    IssueComments: (variables: { after?: string | null }) => {
      afters.push(variables.after ?? null);
      return variables.after ? second : first;
    },
  });
  await screen.findByRole('article', { name: 'Comment by reader_rita' });
  await user.click(screen.getByRole('button', { name: 'Load more comments' }));
  expect(await screen.findByRole('article', { name: 'Comment by later_lou' })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Comment by reader_rita' })).toBeInTheDocument();
  expect(afters).toEqual([null, 'cursor-41']);
  expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull();
});

test('replies show under their comment; "More replies" loads the next ones', async () => {
  const top = buildComment({ id: 51, replyCount: 3 });
  const reply = (id: number, username: string) =>
    buildComment({
      id,
      parentId: 51,
      author: { __typename: 'User', id, username, photoUrl: null } as never,
    });
  top.replies = {
    pageInfo: { hasNextPage: true, endCursor: 'r-2' } as never,
    nodes: [reply(52, 'first_replier'), reply(53, 'second_replier')],
  };
  const { user } = await render({
    IssueComments: issueAnswer([top]),
    CommentReplies: {
      data: {
        comment: {
          __typename: 'Comment',
          id: 51,
          replies: {
            __typename: 'CommentConnection',
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'r-3' },
            nodes: [reply(54, 'third_replier')],
          },
        },
      },
    },
  });
  const replies = await screen.findByRole('list', { name: 'Replies' });
  expect(
    within(replies)
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label')),
  ).toEqual(['Comment by first_replier', 'Comment by second_replier']);
  await user.click(screen.getByRole('button', { name: 'More replies' }));
  expect(
    await screen.findByRole('article', { name: 'Comment by third_replier' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'More replies' })).toBeNull();
});
