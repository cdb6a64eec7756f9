import { getToken } from '../../../apollo/token';
import type { BeaconEvent } from './readingBeacon';

export const BEACON_URL = '/api/reading/beacon';

/**
 * Sends one beacon. Signed in, the request carries the session's bearer token (the reader is
 * counted once a day by account), which `sendBeacon` cannot send: `fetch` with `keepalive`
 * outlives the page as well. Signed out, `navigator.sendBeacon` with a JSON blob; where it is
 * missing or refuses (over the browser's quota), `fetch` with `keepalive` instead.
 */
export function sendBeaconEvents(events: BeaconEvent[]): void {
  const body = JSON.stringify({ events });
  const token = getToken();
  const viaFetch = (headers: Record<string, string>) => {
    if (typeof fetch !== 'function') return;
    void fetch(BEACON_URL, {
      method: 'POST',
      keepalive: true,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body,
    }).catch(() => undefined);
  };
  if (token) {
    viaFetch({ Authorization: `Bearer ${token}` });
    return;
  }
  const queued =
    typeof navigator !== 'undefined' &&
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(BEACON_URL, new Blob([body], { type: 'application/json' }));
  if (!queued) viaFetch({});
}

let referrerTaken = false;

/**
 * The site the reader came from, once per page load (the first issue opened carries it; an
 * issue opened after it inside the app came from here). Only the origin leaves the browser: the
 * API keeps the domain alone, so the path is never sent. Same-site referrers are dropped.
 */
export function takePageLoadReferrer(): string | undefined {
  if (referrerTaken) return undefined;
  referrerTaken = true;
  try {
    const origin = new URL(document.referrer).origin;
    return origin !== window.location.origin && origin !== 'null' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** Tests load the reader again as a new page load. */
export function resetPageLoadReferrer(): void {
  referrerTaken = false;
}
