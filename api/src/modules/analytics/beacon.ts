import { LIMITS, MESSAGES } from '../../config/limits';
import { badInput, tooLarge } from '../../shared/app-error';

/** One event of the web reader's beacon, checked. */
export interface BeaconEvent {
  issueId: number;
  /** The issue was opened (counts a view): the first beacon of a page load. */
  opened: boolean;
  furthestPage: number | null;
  finished: boolean;
  /** `document.referrer` of the reader's first load (only its domain is kept). */
  referrer: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const positiveInt = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

/**
 * The events of a beacon body (`{ "events": [...] }`, sent as `application/json` or as the
 * text/plain of `navigator.sendBeacon` with a string), or BAD_USER_INPUT saying what is wrong.
 * A beacon is all or nothing: one bad event refuses it.
 */
export function parseBeacon(body: unknown): BeaconEvent[] {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : '';
  if (Buffer.byteLength(text) > LIMITS.analytics.beaconMaxBytes)
    throw tooLarge(MESSAGES.beaconTooLarge);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badInput(MESSAGES.beaconNotJson);
  }
  if (!isRecord(parsed)) throw badInput(MESSAGES.beaconNotJson);
  const { events } = parsed;
  if (
    !Array.isArray(events) ||
    events.length === 0 ||
    events.length > LIMITS.analytics.beaconMaxEvents
  )
    throw badInput(MESSAGES.beaconEvents, 'events');
  return events.map((event: unknown, i) => {
    const invalid = (field: string, what: string) =>
      badInput(MESSAGES.beaconEventInvalid(i, field, what), `events.${i}.${field}`);
    if (!isRecord(event)) throw invalid('issueId', 'an issue id (each event is an object)');
    const { issueId, opened, furthestPage, finished, referrer } = event;
    if (!positiveInt(issueId)) throw invalid('issueId', 'an issue id');
    if (opened !== undefined && typeof opened !== 'boolean')
      throw invalid('opened', 'true or false');
    if (furthestPage !== undefined && furthestPage !== null && !positiveInt(furthestPage))
      throw invalid('furthestPage', 'a page number (1 or more)');
    if (finished !== undefined && typeof finished !== 'boolean')
      throw invalid('finished', 'true or false');
    if (
      referrer !== undefined &&
      referrer !== null &&
      (typeof referrer !== 'string' || referrer.length > 2048)
    )
      throw invalid('referrer', 'an address of at most 2,048 characters');
    return {
      issueId: issueId as number,
      opened: opened === true,
      furthestPage: (furthestPage as number | null | undefined) ?? null,
      finished: finished === true,
      referrer: (referrer as string | null | undefined) || null,
    };
  });
}
