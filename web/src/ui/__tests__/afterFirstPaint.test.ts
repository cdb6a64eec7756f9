import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from '../afterFirstPaint';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/** Stands for the browser's Paint Timing: `paint(name)` delivers one paint entry. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static current: FakePaintObserver | undefined;
  disconnected = false;
  constructor(
    private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void,
  ) {
    FakePaintObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  paint(name: string) {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

/** Whether `promise` has settled once the queued tasks have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('afterFirstPaint', () => {
  let root: HTMLElement;
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    root = document.createElement('div');
    root.innerHTML = '<h1>A server-rendered page</h1>';
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    Object.defineProperty(window, 'PerformanceObserver', {
      configurable: true,
      writable: true,
      value: FakePaintObserver,
    });
    FakePaintObserver.current = undefined;
    setVisibility('visible');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it("waits for the first contentful paint of a page's markup, not for a first frame", async () => {
    const painted = afterFirstPaint(root);
    FakePaintObserver.current!.paint('first-paint');
    expect(await settled(painted)).toBe(false);
    FakePaintObserver.current!.paint('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(FakePaintObserver.current!.disconnected).toBe(true);
  });

  it('does not wait when there is nothing to paint before the app renders', async () => {
    expect(await settled(afterFirstPaint(document.createElement('div')))).toBe(true);
    expect(await settled(afterFirstPaint(null))).toBe(true);
  });

  it('does not wait in a hidden page, and stops waiting when the page is hidden', async () => {
    setVisibility('hidden');
    expect(await settled(afterFirstPaint(root))).toBe(true);

    setVisibility('visible');
    const painted = afterFirstPaint(root);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(painted)).toBe(true);
  });

  it('waits for a frame where the browser has no paint timing', async () => {
    FakePaintObserver.supportedEntryTypes = [];
    try {
      const painted = afterFirstPaint(root);
      expect(await settled(painted)).toBe(false);
      frames.forEach((frame) => frame(performance.now()));
      expect(await settled(painted)).toBe(true);
    } finally {
      FakePaintObserver.supportedEntryTypes = ['paint'];
    }
  });

  it('starts the app anyway when no contentful paint comes', async () => {
    jest.useFakeTimers();
    let done = false;
    void afterFirstPaint(root).then(() => (done = true));
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
