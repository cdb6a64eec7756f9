import { MESSAGES } from '@shared/limits';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { buildReaderAltTexts, buildReaderIssue } from '../../../test/workFixtures';
import {
  SAVED_ISSUE_META_PATH,
  SESSION_CACHE,
  graphqlAnswerPath,
  savedIssueCacheName,
} from '../offlineKeys';
import { installFakeOffline, uninstallFakeOffline } from './fakeCacheStorage';

// Issue 2 of Robot Dawn (id 32): three pages, each with an 800w derivative and the 1988w original.
const ISSUE_ID = 32;
const CACHE = savedIssueCacheName(ISSUE_ID);
const abs = (path: string) => new URL(path, window.location.href).href;

function openReader() {
  return renderApp({
    route: '/read/robot-dawn/book/3/issue/2',
    handlers: {
      ReaderIssue: () => ({ data: { issue: buildReaderIssue(2, 3, 3) } }),
      ReaderAltTexts: () => ({ data: { issue: buildReaderAltTexts(2, 3) } }),
      ReaderNextIssue: { data: { issue: null } },
    },
  });
}

const toolbarButton = () => screen.findByRole('button', { name: 'Save issue' });

beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(uninstallFakeOffline);

describe('Save issue in the reader toolbar', () => {
  it('saves the pages at the reader’s width, the cover and the reader’s answers, showing progress', async () => {
    const { storage, fetched } = installFakeOffline({ imageBytes: 2500 });
    const { user } = await openReader();
    const button = await toolbarButton();
    await waitFor(() => expect(button).toBeEnabled());

    await user.click(button);
    // Progress while saving, then the saved state links to the shelf with the size.
    await screen.findByRole('link', { name: /Saved for offline reading \(1\d\.\d kB\)/ });
    const saved = screen.getByRole('link', { name: /Saved for offline reading/ });
    expect(saved).toHaveAttribute('href', '/saved');
    expect(screen.queryByRole('button', { name: 'Save issue' })).not.toBeInTheDocument();

    // jsdom's window is 1024 px wide at 1x: the reader shows pages 960 px wide, so the
    // smallest candidate at least that wide (the 1988w original) is saved, not the 800w one.
    expect(fetched.sort()).toEqual(
      [
        '/media/issues/2.webp',
        '/media/pages/2-1.webp',
        '/media/pages/2-2.webp',
        '/media/pages/2-3.webp',
      ].sort(),
    );
    const stored = storage.urlsOf(CACHE);
    for (const url of fetched) expect(stored).toContain(abs(url));
    const variables = { bookId: 3, issueNumber: 2 };
    expect(stored).toContain(abs(graphqlAnswerPath('ReaderIssue', variables)));
    expect(stored).toContain(abs(graphqlAnswerPath('ReaderAltTexts', variables)));
    const answer = (await (
      await storage.open(CACHE)
    ).match(graphqlAnswerPath('ReaderIssue', variables)))!;
    const body = (await answer.json()) as { data: { issue: { id: number; title: string } } };
    expect(body.data.issue).toMatchObject({ id: ISSUE_ID, title: 'Chapter 2' });

    const meta = (await (await (
      await storage.open(CACHE)
    ).match(SAVED_ISSUE_META_PATH))!.json()) as {
      pageCount: number;
      bytes: number;
      issueTitle: string;
    };
    expect(meta).toMatchObject({ pageCount: 3, issueTitle: 'Chapter 2' });
    expect(meta.bytes).toBeGreaterThanOrEqual(4 * 2500);
  });

  it('shows how far the save has got', async () => {
    const { fetchImage } = installFakeOffline();
    // The second image never arrives, so the save stays under way.
    let calls = 0;
    fetchImage.mockImplementation(async () => {
      calls += 1;
      if (calls > 1) return new Promise(() => undefined);
      return new (
        globalThis.Response as unknown as typeof import('./fakeCacheStorage').FakeResponse
      )(new Blob(['x']));
    });
    const { user } = await openReader();
    const button = await toolbarButton();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await screen.findByText('1 of 4 images');
    const progress = screen.getByRole('progressbar', { name: 'Saving issue for offline reading' });
    expect(progress).toHaveAttribute('value', '1');
    expect(progress).toHaveAttribute('max', '4');
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('says so when the device’s storage is full, and keeps no half-saved issue', async () => {
    // Room for the answers and about one page.
    const { storage } = installFakeOffline({ quotaBytes: 6000, imageBytes: 3000 });
    const { user } = await openReader();
    const button = await toolbarButton();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.offlineStorageFull);
    expect(await storage.has(CACHE)).toBe(false);
    // The reader can try again after freeing space.
    expect(screen.getByRole('button', { name: 'Save issue' })).toBeEnabled();
  });

  it('says the save failed when an image cannot be fetched', async () => {
    const { storage } = installFakeOffline({ failUrl: /2-3\.webp$/ });
    const { user } = await openReader();
    const button = await toolbarButton();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.offlineSaveFailed);
    expect(await storage.keys()).toEqual([]);
  });

  it('shows an issue saved earlier as saved', async () => {
    const { storage } = installFakeOffline();
    const cache = await storage.open(CACHE);
    await cache.put(
      SAVED_ISSUE_META_PATH,
      new (globalThis.Response as unknown as typeof import('./fakeCacheStorage').FakeResponse)(
        JSON.stringify({ issueId: ISSUE_ID, bytes: 2_400_000, savedAt: '2026-01-01T00:00:00Z' }),
      ),
    );
    await openReader();
    expect(
      await screen.findByRole('link', { name: /Saved for offline reading \(2\.4 MB\)/ }),
    ).toHaveAttribute('href', '/saved');
    expect(screen.queryByRole('button', { name: 'Save issue' })).not.toBeInTheDocument();
    expect(await storage.has(SESSION_CACHE)).toBe(false);
  });

  it('is not offered where the browser cannot keep issues', async () => {
    await openReader();
    await screen.findByRole('button', { name: 'Reader settings' });
    expect(screen.queryByRole('button', { name: 'Save issue' })).not.toBeInTheDocument();
  });
});
