// Response builders for the reading, search and social operations. Every object carries
// its __typename so Apollo's cache normalises them as the real API's answers.

export function buildImage(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Image' as const,
    url: '/media/covers/1.webp',
    srcset: '/media/covers/1-160.webp 160w, /media/covers/1.webp 320w',
    width: 320,
    height: 485,
    ...overrides,
  };
}

export function buildPublisher(overrides: Record<string, unknown> = {}) {
  return { __typename: 'User' as const, id: 7, username: 'inkslinger', ...overrides };
}

export function buildCreditGroup(role: string, usernames: string[], firstId = 100) {
  return {
    __typename: 'CreditRoleGroup' as const,
    role,
    users: usernames.map((username, i) => ({
      __typename: 'User' as const,
      id: firstId + i,
      username,
    })),
  };
}

/**
 * `viewerCan` as the API answers it (books.policy): the owner edits the book and its issues,
 * adds issues, deletes the book, and deletes only the latest of several issues. Tests ask
 * for the owner's view with `viewerCanEdit: true`.
 */
function bookViewerCan(owner: boolean) {
  return { __typename: 'BookViewerCan' as const, edit: owner, delete: owner, addIssue: owner };
}

function issueViewerCan(owner: boolean, issueNumber: number, issueCount: number) {
  return {
    __typename: 'IssueViewerCan' as const,
    edit: owner,
    delete: owner && issueNumber === issueCount && issueCount > 1,
    addIssue: owner,
  };
}

export function buildBookDetails(overrides: Record<string, unknown> = {}) {
  const { viewerCanEdit = false, ...rest } = overrides;
  const owner = viewerCanEdit === true;
  const book = {
    __typename: 'Book' as const,
    id: 3,
    title: 'Robot Dawn',
    urlSlug: 'robot-dawn',
    description: 'Robots wake up.',
    status: 'ONGOING',
    contentRating: 'T',
    genres: ['sci-fi', 'action'],
    issueCount: 3,
    readCount: 12345,
    dateCreated: '2020-03-05T12:00:00.000Z',
    lastUpdated: null,
    viewerCan: bookViewerCan(owner),
    viewerHasBookmarked: null,
    cover: buildImage(),
    publisher: buildPublisher(),
    credits: [
      buildCreditGroup('ARTIST', ['penwork', 'shader']),
      buildCreditGroup('WRITER', ['inkslinger'], 7),
    ],
    issues: {
      __typename: 'IssueConnection' as const,
      nodes: [1, 2, 3].map((n) => ({
        __typename: 'Issue' as const,
        id: 30 + n,
        issueNumber: n,
        title: `Chapter ${n}`,
        dateCreated: `2020-0${n + 2}-01T12:00:00.000Z`,
        cbzUrl: `/download/issues/${30 + n}.cbz`,
        isReleased: true,
        releaseAt: `2020-0${n + 2}-01T12:00:00.000Z`,
        likeCount: n * 4,
        readCount: n * 1000,
        commentCount: n + 1,
      })) as { issueNumber: number }[],
      totalCount: 3,
    },
    ...rest,
  };
  return {
    ...book,
    issues: {
      ...book.issues,
      nodes: book.issues.nodes.map((issue) => ({
        ...issue,
        viewerCan: issueViewerCan(owner, issue.issueNumber, book.issueCount),
      })),
    },
  };
}

export function buildIssueDetails(
  overrides: Record<string, unknown> = {},
  book: Record<string, unknown> = {},
) {
  const { viewerCanEdit = false, ...rest } = overrides;
  const issue = {
    __typename: 'Issue' as const,
    id: 32,
    issueNumber: 2,
    title: 'Chapter 2',
    description: 'The second chapter.',
    dateCreated: '2020-04-01T12:00:00.000Z',
    lastUpdated: '2021-01-02T12:00:00.000Z',
    pageCount: 24,
    readCount: 1520,
    cbzUrl: '/download/issues/32.cbz',
    cover: buildImage({ url: '/media/issues/32.webp' }),
    publisher: buildPublisher(),
    creditsByRole: [
      buildCreditGroup('WRITER', ['inkslinger'], 7),
      buildCreditGroup('COLORIST', ['hue']),
    ],
    book: {
      __typename: 'Book' as const,
      id: 3,
      title: 'Robot Dawn',
      urlSlug: 'robot-dawn',
      status: 'ONGOING',
      contentRating: 'T',
      genres: ['sci-fi'],
      issueCount: 3,
      viewerHasBookmarked: null,
      ...book,
    },
    ...rest,
  };
  return {
    ...issue,
    viewerCan: issueViewerCan(viewerCanEdit === true, issue.issueNumber, issue.book.issueCount),
  };
}

export function buildReaderIssue(issueNumber: number, issueCount: number, pages = 3) {
  return {
    __typename: 'Issue' as const,
    id: 30 + issueNumber,
    issueNumber,
    title: `Chapter ${issueNumber}`,
    description: `Chapter ${issueNumber} of Robot Dawn.`,
    cover: { __typename: 'Image' as const, url: `/media/issues/${issueNumber}.webp` },
    layout: { __typename: 'IssueLayout' as const, coverStandsAlone: true, pairOffset: 0 },
    pages: {
      __typename: 'PageConnection' as const,
      nodes: Array.from({ length: pages }, (_, i) => ({
        __typename: 'Page' as const,
        id: issueNumber * 100 + i,
        pageNumber: i + 1,
        isSpread: false,
        image: buildImage({
          url: `/media/pages/${issueNumber}-${i + 1}.webp`,
          srcset: `/media/pages/${issueNumber}-${i + 1}-800.webp 800w, /media/pages/${issueNumber}-${i + 1}.webp 1988w`,
          width: 1988,
          height: 3056,
        }),
      })),
    },
    book: {
      __typename: 'Book' as const,
      id: 3,
      title: 'Robot Dawn',
      urlSlug: 'robot-dawn',
      issueCount,
      viewerCan: { __typename: 'BookViewerCan' as const, edit: false },
      viewerHasBookmarked: null as boolean | null,
      publisher: { ...buildPublisher(), viewerIsSubscribed: null as boolean | null },
    },
  };
}

/** The reader's alt-text or transcript query: `texts` by page number (missing = none). */
function readerPageTexts(
  field: 'altText' | 'transcript',
  issueNumber: number,
  pages: number,
  texts: Record<number, string>,
) {
  return {
    __typename: 'Issue' as const,
    id: 30 + issueNumber,
    pages: {
      __typename: 'PageConnection' as const,
      nodes: Array.from({ length: pages }, (_, i) => ({
        __typename: 'Page' as const,
        id: issueNumber * 100 + i,
        [field]: texts[i + 1] ?? null,
      })),
    },
  };
}

export const buildReaderAltTexts = (
  issueNumber: number,
  pages: number,
  texts: Record<number, string> = {},
) => readerPageTexts('altText', issueNumber, pages, texts);
export const buildReaderTranscripts = (
  issueNumber: number,
  pages: number,
  texts: Record<number, string> = {},
) => readerPageTexts('transcript', issueNumber, pages, texts);

/** The reader's next-issue card query: cover, title and the first page. */
export function buildReaderNextIssue(issueNumber: number) {
  return {
    __typename: 'Issue' as const,
    id: 30 + issueNumber,
    issueNumber,
    title: `Chapter ${issueNumber}`,
    cover: buildImage({ url: `/media/issues/${issueNumber}.webp` }),
    pages: {
      __typename: 'PageConnection' as const,
      nodes: [
        {
          __typename: 'Page' as const,
          id: issueNumber * 100,
          image: buildImage({
            url: `/media/pages/${issueNumber}-1.webp`,
            srcset: `/media/pages/${issueNumber}-1-800.webp 800w, /media/pages/${issueNumber}-1.webp 1988w`,
          }),
        },
      ],
    },
  };
}

export function buildUserCard(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User' as const,
    id,
    username: `reader${id}`,
    photoUrl: `/media/users/${id}.webp`,
    subscriberCount: 0,
    ...overrides,
  };
}

export function buildSearchBook(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Book' as const,
    id,
    title: `Book ${id}`,
    urlSlug: `book-${id}`,
    description: `About book ${id}.`,
    status: 'COMPLETED',
    contentRating: 'M',
    issueCount: 4,
    totalPages: 96,
    dateCreated: '2020-03-05T12:00:00.000Z',
    likeCount: 0,
    ratingCount: 0,
    ratingAverage: null,
    cover: buildImage(),
    publisher: buildPublisher(),
    ...overrides,
  };
}

export function buildSearchIssue(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Issue' as const,
    id,
    issueNumber: 2,
    title: `Issue title ${id}`,
    description: `About issue ${id}.`,
    pageCount: 22,
    dateCreated: '2021-11-30T12:00:00.000Z',
    likeCount: 0,
    readCount: 0,
    commentCount: 0,
    cover: buildImage(),
    publisher: buildPublisher(),
    book: {
      __typename: 'Book' as const,
      id: 900 + id,
      title: `Series ${id}`,
      urlSlug: `series-${id}`,
      status: 'HIATUS',
      contentRating: 'G',
      issueCount: 5,
    },
    ...overrides,
  };
}

export function searchResult(
  type: 'ISSUES' | 'BOOKS' | 'USERS',
  items: unknown[],
  { totalCount = items.length, page = 1, limit = 20 } = {},
) {
  return {
    data: {
      search: {
        __typename: 'SearchResult' as const,
        type,
        totalCount,
        page,
        limit,
        books: type === 'BOOKS' ? items : [],
        issues: type === 'ISSUES' ? items : [],
        users: type === 'USERS' ? items : [],
      },
    },
  };
}

export function buildProfile(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User' as const,
    id: 7,
    username: 'inkslinger',
    bio: 'I draw robots.',
    role: 'CREATOR',
    photoUrl: '/media/users/7/photo.webp',
    backgroundPhotoUrl: '/media/users/7/background.webp',
    dateCreated: '2024-01-02T03:04:05.000Z',
    subscriberCount: 1536,
    subscriptionCount: 12,
    viewerIsSubscribed: null,
    ...overrides,
  };
}

export function buildGridBook(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Book' as const,
    id,
    title: `Grid book ${id}`,
    urlSlug: `grid-book-${id}`,
    dateCreated: '2020-03-05T12:00:00.000Z',
    likeCount: 0,
    ratingCount: 0,
    ratingAverage: null,
    cover: buildImage({ url: `/media/covers/${id}.webp` }),
    ...overrides,
  };
}

export function buildGridIssue(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Issue' as const,
    id,
    issueNumber: 1,
    title: `Grid issue ${id}`,
    dateCreated: '2020-03-05T12:00:00.000Z',
    likeCount: 0,
    readCount: 0,
    commentCount: 0,
    cover: buildImage({ url: `/media/issues/${id}.webp` }),
    book: {
      __typename: 'Book' as const,
      id: 500 + id,
      title: `Series ${id}`,
      urlSlug: `series-${id}`,
    },
    ...overrides,
  };
}

export function list<T>(field: string, items: T[], totalCount = items.length) {
  const typename =
    field === 'userIssues' ? 'IssueList' : field.startsWith('sub') ? 'UserList' : 'BookList';
  return { data: { [field]: { __typename: typename, totalCount, items } } };
}
