import { fireEvent } from '@testing-library/react';
import { renderApp } from '../../../../test/renderApp';
import {
  buildReaderAltTexts,
  buildReaderIssue,
  buildReaderNextIssue,
} from '../../../../test/workFixtures';
import { READER_SETTINGS_KEY } from '../../hooks/useReaderSettings';

/** Shared by the page-turning reader's tests: the reader on a mocked API, and its probes. */
export const readerRoute = (n: number, book = 3) => `/read/robot-dawn/book/${book}/issue/${n}`;
type Layout = { coverStandsAlone: boolean; pairOffset: number };

export function openReader({
  n = 1,
  issueCount = 3,
  pages = 6,
  spreads = [] as number[],
  layout = { coverStandsAlone: true, pairOffset: 0 } as Layout,
  book = 3,
} = {}) {
  return renderApp({
    route: readerRoute(n, book),
    handlers: {
      ReaderIssue: (v: any) => {
        const issue = buildReaderIssue(v.issueNumber, issueCount, pages);
        return {
          data: {
            issue: {
              ...issue,
              layout: { ...issue.layout, ...layout },
              pages: {
                ...issue.pages,
                nodes: issue.pages.nodes.map((page) =>
                  spreads.includes(page.pageNumber)
                    ? { ...page, isSpread: true, image: { ...page.image, width: 3976 } }
                    : page,
                ),
              },
            },
          },
        };
      },
      ReaderNextIssue: (v: any) => ({ data: { issue: buildReaderNextIssue(v.issueNumber) } }),
      ReaderAltTexts: (v: any) => ({ data: { issue: buildReaderAltTexts(v.issueNumber, pages) } }),
    },
  });
}

export const storeSettings = (settings: Record<string, unknown>) =>
  window.localStorage.setItem(READER_SETTINGS_KEY, JSON.stringify(settings));

/** The page numbers on the current screen, left to right. */
export function onScreen(): number[] {
  const current = document.querySelector('.reader-screen--current');
  return Array.from(current?.querySelectorAll('img') ?? []).map((img) =>
    Number(/Page (\d+)$/.exec(img.getAttribute('alt') ?? '')?.[1]),
  );
}
export const announcement = () =>
  document.querySelector('.reader-paged [aria-live="polite"].visually-hidden')?.textContent;
export const press = (key: string) => fireEvent.keyDown(document.body, { key });

export function mockLandscape(landscape: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query.includes('landscape') ? landscape : false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

/** jsdom has no matchMedia or scrollTo: a portrait screen that does not ask for less motion. */
export function setUpScreen() {
  window.scrollTo = jest.fn();
  mockLandscape(false);
}
