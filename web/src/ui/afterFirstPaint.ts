/** The longest wait for a first contentful paint that never comes: the app then starts anyway. */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Resolves once the browser has painted the page's content (its first contentful paint, from
 * Paint Timing): a first frame may show only the background, drawn while the HTML was still
 * being parsed. At once for a page with nothing to paint before the app renders it (`root`
 * empty) and for a hidden page, which paints nothing; after a frame where Paint Timing is
 * missing; at the latest after `FIRST_PAINT_WAIT_MS`.
 */
export function afterFirstPaint(root: Element | null): Promise<void> {
  return new Promise((resolve) => {
    if (!root?.hasChildNodes() || document.visibilityState !== 'visible') {
      resolve();
      return;
    }
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timeout);
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    const timeout = setTimeout(done, FIRST_PAINT_WAIT_MS);
    document.addEventListener('visibilitychange', done);
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else requestAnimationFrame(() => setTimeout(done, 0));
  });
}
