import { screen, waitFor } from '@testing-library/react';
import { buildUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { buildReaderIssue } from '../../../test/workFixtures';
import { READER_PAGE_SELECTOR } from '../hooks/useReadingProgress';
import { localProgressOf, saveLocalProgress } from '../utils/localProgress';

const route = '/read/robot-dawn/book/3/issue/2';
const readerIssue = { data: { issue: buildReaderIssue(2, 3, 6) } };
const progress = (page: number | null) => ({
  data: {
    issue: {
      __typename: 'Issue',
      id: 32,
      viewerProgress: page ? { __typename: 'ReadingProgress', page, furthestPage: page } : null,
    },
  },
});

let scrolledTo: Element[];
beforeEach(() => {
  scrolledTo = [];
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledTo.push(this);
  };
});

const pageItems = () => Array.from(document.querySelectorAll(READER_PAGE_SELECTOR));

describe('useReadingProgress in the reader', () => {
  it('signed in: scrolls back to the stored page, then reports the page at once', async () => {
    const { callsOf } = await renderApp({
      route,
      signedInAs: buildUser(),
      handlers: {
        ReaderIssue: readerIssue,
        IssueProgress: progress(4),
        RecordReadingProgress: {
          data: {
            recordReadingProgress: { __typename: 'ReadingProgress', page: 4, furthestPage: 4 },
          },
        },
      },
    });
    await screen.findAllByRole('img', { name: /Page \d$/ });
    await waitFor(() => expect(scrolledTo).toEqual([pageItems()[3]]));
    await waitFor(() => expect(callsOf('RecordReadingProgress')).toHaveLength(1));
    expect(callsOf('RecordReadingProgress')[0].variables).toMatchObject({ issueId: 32 });
    // Nothing of a signed-in reader is kept in this browser.
    expect(localProgressOf(32)).toBeNull();
  });

  it('a finished issue starts over at the top', async () => {
    const { callsOf } = await renderApp({
      route,
      signedInAs: buildUser(),
      handlers: {
        ReaderIssue: readerIssue,
        IssueProgress: progress(6),
        RecordReadingProgress: {
          data: {
            recordReadingProgress: { __typename: 'ReadingProgress', page: 6, furthestPage: 6 },
          },
        },
      },
    });
    await screen.findAllByRole('img', { name: /Page \d$/ });
    // The first report is sent right after the restore decision.
    await waitFor(() => expect(callsOf('RecordReadingProgress')).toHaveLength(1));
    expect(scrolledTo).toEqual([]);
  });

  it('a visitor: scrolls back to the page kept in this browser and keeps the new one there', async () => {
    saveLocalProgress({
      issueId: 32,
      issueNumber: 2,
      issueTitle: 'Chapter 2',
      bookId: 3,
      bookTitle: 'Robot Dawn',
      urlSlug: 'robot-dawn',
      coverUrl: '/media/issues/2.webp',
      pageCount: 6,
      page: 2,
    });
    const { callsOf } = await renderApp({ route, handlers: { ReaderIssue: readerIssue } });
    await screen.findAllByRole('img', { name: /Page \d$/ });
    await waitFor(() => expect(scrolledTo).toEqual([pageItems()[1]]));
    expect(callsOf('IssueProgress')).toHaveLength(0);
    expect(callsOf('RecordReadingProgress')).toHaveLength(0);
    // jsdom lays nothing out, so every page counts as passed: the last page is the furthest.
    await waitFor(() => expect(localProgressOf(32)?.furthestPage).toBe(6));
  });
});
