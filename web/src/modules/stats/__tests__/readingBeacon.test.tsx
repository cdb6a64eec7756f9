import { act, render } from '@testing-library/react';
import { TOKEN_KEY } from '../../../apollo/token';
import { createBeaconQueue, MAX_BEACON_EVENTS, type BeaconEvent } from '../beacon/readingBeacon';
import { BEACON_URL, resetPageLoadReferrer } from '../beacon/transport';
import { useReadingBeacon } from '../beacon/useReadingBeacon';

beforeEach(() => {
  jest.useFakeTimers();
  resetPageLoadReferrer();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the beacon queue', () => {
  const queue = () => {
    const sent: BeaconEvent[][] = [];
    return { sent, beacon: createBeaconQueue({ send: (events) => sent.push(events) }) };
  };

  it('sends the view at once, then batches progress at most once every 5 seconds', () => {
    const { sent, beacon } = queue();
    beacon.open(32, 1, 10, 'https://example.com');
    expect(sent).toEqual([
      [
        {
          issueId: 32,
          opened: true,
          furthestPage: 1,
          finished: false,
          referrer: 'https://example.com',
        },
      ],
    ]);
    for (const page of [2, 3, 4, 3]) beacon.progress(32, page, 10);
    jest.advanceTimersByTime(4999);
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(1);
    // One beacon with the furthest page, no second view.
    expect(sent[1]).toEqual([{ issueId: 32, opened: false, furthestPage: 4, finished: false }]);
    // Going back reports nothing; reaching the last page reports `finished`, 5 s later.
    beacon.progress(32, 2, 10);
    jest.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(2);
    beacon.progress(32, 10, 10);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toEqual([{ issueId: 32, opened: false, furthestPage: 10, finished: true }]);
  });

  it('counts one view per issue however often it is opened in one reader load', () => {
    const { sent, beacon } = queue();
    beacon.open(32, 1, 10);
    beacon.open(32, 1, 10);
    beacon.open(33, 1, 10);
    expect(
      sent
        .flat()
        .filter((e) => e.opened)
        .map((e) => e.issueId),
    ).toEqual([32, 33]);
  });

  it('never puts more than 20 events in one beacon', () => {
    const { sent, beacon } = queue();
    beacon.open(1, 1, 5);
    for (let id = 100; id < 145; id++) beacon.progress(id, 2, 5);
    beacon.flush();
    const batches = sent.slice(1);
    expect(batches.map((events) => events.length)).toEqual([20, 20, 5]);
    expect(batches.every((events) => events.length <= MAX_BEACON_EVENTS)).toBe(true);
    expect(new Set(batches.flat().map((e) => e.issueId)).size).toBe(45);
  });

  it('flush sends what is pending at once, and nothing when nothing is', () => {
    const { sent, beacon } = queue();
    beacon.open(32, 1, 10);
    beacon.progress(32, 6, 10);
    expect(sent).toHaveLength(1);
    beacon.flush();
    expect(sent[1]).toEqual([{ issueId: 32, opened: false, furthestPage: 6, finished: false }]);
    beacon.flush();
    jest.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(2);
  });
});

function Reader({ issueId, page, pages }: { issueId: number; page: number; pages: number }) {
  useReadingBeacon(issueId, page, pages);
  return null;
}

const beaconBodies = async () =>
  Promise.all(
    (navigator.sendBeacon as jest.Mock).mock.calls.map(async ([url, blob]: [string, Blob]) => {
      expect(url).toBe(BEACON_URL);
      expect(blob.type).toBe('application/json');
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(blob);
      });
      return JSON.parse(text) as { events: BeaconEvent[] };
    }),
  );

describe('useReadingBeacon', () => {
  it('signed out: sendBeacon with the view and the referrer, then progress on pagehide', async () => {
    Object.defineProperty(document, 'referrer', {
      configurable: true,
      value: 'https://comics.example/list?page=2',
    });
    const { rerender } = render(<Reader issueId={32} page={1} pages={10} />);
    rerender(<Reader issueId={32} page={2} pages={10} />);
    rerender(<Reader issueId={32} page={5} pages={10} />);
    // Within the 5 seconds: only the view has gone.
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
    expect(await beaconBodies()).toEqual([
      {
        events: [
          // Only the origin leaves the browser.
          {
            issueId: 32,
            opened: true,
            furthestPage: 1,
            finished: false,
            referrer: 'https://comics.example',
          },
        ],
      },
      { events: [{ issueId: 32, opened: false, furthestPage: 5, finished: false }] },
    ]);
  });

  it('flushes when the page is hidden', () => {
    const { rerender } = render(<Reader issueId={32} page={1} pages={3} />);
    rerender(<Reader issueId={32} page={3} pages={3} />);
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('signed in: fetch with keepalive and the bearer token instead of sendBeacon', () => {
    window.localStorage.setItem(TOKEN_KEY, 'session-token');
    const fetchMock = jest.fn(() => Promise.resolve({ ok: true }));
    Object.assign(globalThis, { fetch: fetchMock });
    try {
      const { rerender } = render(<Reader issueId={32} page={1} pages={10} />);
      rerender(<Reader issueId={32} page={4} pages={10} />);
      act(() => {
        jest.advanceTimersByTime(5000);
      });
      expect(navigator.sendBeacon).not.toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledTimes(2);
      const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
      expect(url).toBe(BEACON_URL);
      expect(init).toMatchObject({
        method: 'POST',
        keepalive: true,
        headers: { Authorization: 'Bearer session-token', 'Content-Type': 'application/json' },
      });
      expect(JSON.parse(init.body as string)).toEqual({
        events: [{ issueId: 32, opened: false, furthestPage: 4, finished: false }],
      });
    } finally {
      Reflect.deleteProperty(globalThis, 'fetch');
    }
  });
});
