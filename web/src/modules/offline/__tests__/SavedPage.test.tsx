import { MESSAGES } from '@shared/limits';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { SAVED_ISSUE_META_PATH, SESSION_CACHE, savedIssueCacheName } from '../offlineKeys';
import { formatBytes, type SavedIssue } from '../offlineStorage';
import {
  FakeResponse,
  installFakeOffline,
  uninstallFakeOffline,
  type FakeCacheStorage,
} from './fakeCacheStorage';

const saved = (issueNumber: number, overrides: Partial<SavedIssue> = {}): SavedIssue => ({
  issueId: 30 + issueNumber,
  bookId: 3,
  issueNumber,
  bookTitle: 'Robot Dawn',
  issueTitle: `Chapter ${issueNumber}`,
  urlSlug: 'robot-dawn',
  coverUrl: `/media/issues/${issueNumber}.webp`,
  pageCount: 12,
  bytes: 4_200_000,
  savedAt: `2026-03-0${issueNumber}T10:00:00Z`,
  ...overrides,
});

async function store(storage: FakeCacheStorage, issue: SavedIssue) {
  const cache = await storage.open(savedIssueCacheName(issue.issueId));
  await cache.put(SAVED_ISSUE_META_PATH, new FakeResponse(JSON.stringify(issue)));
  await cache.put('/media/pages/1.webp', new FakeResponse(new Blob(['page'])));
}

afterEach(uninstallFakeOffline);

describe('the Saved shelf (/saved)', () => {
  it('lists saved issues, newest first, with their size and a link to read them', async () => {
    const { storage } = installFakeOffline();
    await store(storage, saved(1, { bytes: 950 }));
    await store(storage, saved(2, { pageCount: 1, bytes: 12_345_678 }));
    // A save still under way (no record yet) is not listed.
    await (await storage.open(savedIssueCacheName(99))).put('/x', new FakeResponse('x'));
    await renderApp({ route: '/saved' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Saved issues' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Saved issues' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0]).getByRole('link', { name: 'Robot Dawn #2: Chapter 2' }),
    ).toHaveAttribute('href', '/read/robot-dawn/book/3/issue/2');
    expect(items[0]).toHaveTextContent('1 page · 12.3 MB');
    expect(items[1]).toHaveTextContent('12 pages · 950 B');
    expect(screen.getByText(/2 issues saved on this device, 12\.3 MB in all/)).toBeVisible();
    expect(document.title).toMatch(/^Saved issues/);
  });

  it('removes an issue from the device', async () => {
    const { storage } = installFakeOffline();
    await store(storage, saved(1));
    await store(storage, saved(2));
    const { user } = await renderApp({ route: '/saved' });
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove Robot Dawn #1: Chapter 1 from this device',
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Saved issues' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(await storage.has(savedIssueCacheName(31))).toBe(false);
    expect(await storage.has(savedIssueCacheName(32))).toBe(true);
  });

  it('forgets the kept session once the last saved issue is removed', async () => {
    const { storage } = installFakeOffline();
    await store(storage, saved(1));
    await (
      await storage.open(SESSION_CACHE)
    ).put('/__offline__/session/abc', new FakeResponse('{}'));
    const { user } = await renderApp({ route: '/saved' });
    await user.click(await screen.findByRole('button', { name: /^Remove Robot Dawn #1/ }));
    expect(await screen.findByText(/No saved issues yet/)).toBeVisible();
    expect(await storage.keys()).toEqual([]);
  });

  it('says so when there is nothing saved', async () => {
    installFakeOffline();
    await renderApp({ route: '/saved' });
    expect(await screen.findByText(/No saved issues yet/)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Saved issues' })).not.toBeInTheDocument();
  });

  it('tells a browser that cannot keep issues', async () => {
    await renderApp({ route: '/saved' });
    expect(await screen.findByText(MESSAGES.offlineUnsupported)).toBeVisible();
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1.0 kB'],
    [123_456, '123 kB'],
    [4_200_000, '4.2 MB'],
    [1_500_000_000, '1.5 GB'],
  ])('%d bytes read as %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});
