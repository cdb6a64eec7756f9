import { screen, waitFor } from '@testing-library/react';
import { buildUser } from '../../../test/fixtures';
import type { MockCall, MockHandler } from '../../../test/mockClient';
import { renderApp } from '../../../test/renderApp';
import { buildReaderIssue } from '../../../test/workFixtures';
import { READER_PAGE_SELECTOR } from '../hooks/useReadingProgress';
import { localProgressOf, saveLocalProgress } from '../utils/localProgress';
import { rememberTabPlace, TAB_PLACE_MAX_AGE_MS } from '../utils/tabPlace';

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
  window.sessionStorage.clear();
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

  describe('a reload racing the report sent as the page was left', () => {
    const recorded = (page: number) => ({
      data: {
        recordReadingProgress: { __typename: 'ReadingProgress', page, furthestPage: page },
      },
    });

    /** Opens the reader signed in, the server storing `serverPage`; resolves once it shows. */
    async function openSignedIn(
      serverPage: number | null,
      record: MockHandler = recorded(serverPage ?? 6),
    ) {
      const opened = await renderApp({
        route,
        signedInAs: buildUser(),
        handlers: {
          ReaderIssue: readerIssue,
          IssueProgress: progress(serverPage),
          RecordReadingProgress: record,
        },
      });
      await screen.findAllByRole('img', { name: /Page \d$/ });
      return opened;
    }

    const tabPlace = () => JSON.parse(window.sessionStorage.getItem('readingPlace:32') ?? 'null');

    /** The planted place was taken: the tab now holds the page the reader reported since (jsdom: the last). */
    async function expectTabHoldsOnlyTheNewReport(callsOf: (name: string) => MockCall[]) {
      await waitFor(() => expect(callsOf('RecordReadingProgress')).toHaveLength(1));
      expect(callsOf('RecordReadingProgress')[0].variables).toMatchObject({ page: 6 });
      expect(tabPlace()).toMatchObject({ page: 6 });
      expect(window.sessionStorage.length).toBe(1);
    }

    it("resumes from the place this tab sent last, not the server's older one", async () => {
      rememberTabPlace(32, 5);
      const { callsOf } = await openSignedIn(2);
      await waitFor(() => expect(scrolledTo).toEqual([pageItems()[4]]));
      await expectTabHoldsOnlyTheNewReport(callsOf);
    });

    it("a place over a minute old gives way to the server's (another device may have read on)", async () => {
      rememberTabPlace(32, 5, Date.now() - TAB_PLACE_MAX_AGE_MS - 1);
      const { callsOf } = await openSignedIn(2);
      await waitFor(() => expect(scrolledTo).toEqual([pageItems()[1]]));
      await expectTabHoldsOnlyTheNewReport(callsOf);
    });

    /** Records the progress reports sent with keepalive while `body` runs. */
    async function withKeepaliveReports(body: (sent: RequestInit[]) => Promise<void>) {
      const sent: RequestInit[] = [];
      const realFetch = globalThis.fetch;
      globalThis.fetch = jest.fn((_url: unknown, init?: RequestInit) => {
        // The read-count beacon also sends with keepalive: only the progress report counts here.
        if (init?.keepalive && String(init.body).includes('recordReadingProgress')) sent.push(init);
        return Promise.resolve({ ok: true, status: 200 } as Response);
      }) as typeof fetch;
      try {
        await body(sent);
      } finally {
        globalThis.fetch = realFetch;
      }
    }

    it('leaving the page sends the place with keepalive and keeps it for the tab', () =>
      withKeepaliveReports(async (sent) => {
        const { callsOf } = await openSignedIn(null);
        // jsdom lays nothing out: every page is above the reading line, so the first report is
        // the last page. Then pages 4-6 move below the line: the reader is on page 3.
        await waitFor(() => expect(callsOf('RecordReadingProgress')).toHaveLength(1));
        pageItems()
          .slice(3)
          .forEach((item) => {
            item.getBoundingClientRect = () => ({ top: 5000 }) as DOMRect;
          });
        window.dispatchEvent(new Event('scroll'));
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
        window.dispatchEvent(new Event('pagehide'));
        expect(sent).toHaveLength(1);
        expect(JSON.parse(String(sent[0].body)).variables).toMatchObject({ issueId: 32, page: 3 });
        expect(tabPlace()).toMatchObject({ page: 3 });
        // Nothing in local storage: the place lives in this tab only.
        expect(localProgressOf(32)).toBeNull();
      }));

    it('a report still on its way as the page is left is sent again with keepalive and kept for the tab', () =>
      withKeepaliveReports(async (sent) => {
        // The first report (the last page: jsdom lays nothing out) never answers: the page
        // would cancel it as it unloads.
        const { callsOf } = await openSignedIn(null, 'pending');
        await waitFor(() => expect(callsOf('RecordReadingProgress')).toHaveLength(1));
        expect(tabPlace()).toMatchObject({ page: 6 });
        window.dispatchEvent(new Event('pagehide'));
        expect(sent).toHaveLength(1);
        expect(JSON.parse(String(sent[0].body)).variables).toMatchObject({ issueId: 32, page: 6 });
      }));

    it('a report the server has answered is not sent again as the page is left', () =>
      withKeepaliveReports(async (sent) => {
        const { callsOf } = await openSignedIn(null);
        await waitFor(() => expect(callsOf('RecordReadingProgress')).toHaveLength(1));
        // Let the answer arrive.
        await new Promise((resolve) => setTimeout(resolve, 0));
        window.dispatchEvent(new Event('pagehide'));
        expect(sent).toHaveLength(0);
      }));
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
