import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { LIMITS } from '../../config/limits';
import type { ResolvedAddress } from './url-guard';

export interface WebhookRequest {
  url: URL;
  /** The checked address to connect to (never resolved again). */
  address: ResolvedAddress;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** The outcome of one attempt: `ok` for a 2xx answer; otherwise the status and/or a short reason. */
export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/** A socket lookup that always answers the address checked by the URL guard. */
function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return ((
    _hostname: string,
    options: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    if (options?.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  }) as unknown as LookupFunction;
}

/**
 * POSTs one delivery. Never follows redirects (a 3xx is a failure), never waits longer
 * than `timeoutMs` for connect plus the whole answer, reads at most
 * LIMITS.webhook.maxResponseBytes of the answer, and never throws.
 */
export function postWebhook(request: WebhookRequest): Promise<AttemptResult> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const client = request.url.protocol === 'https:' ? https : http;
    const req = client.request(
      request.url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        lookup: pinnedLookup(request.address),
        // No connection reuse: every attempt connects to the checked address afresh.
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          // Enough of the answer: the status is all that counts.
          if (read > LIMITS.webhook.maxResponseBytes) res.destroy();
        });
        const done = () => {
          if (status >= 200 && status < 300) finish({ ok: true, statusCode: status, error: null });
          else if (status >= 300 && status < 400)
            finish({ ok: false, statusCode: status, error: 'redirects are not followed' });
          else finish({ ok: false, statusCode: status, error: `HTTP ${status}` });
        };
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: `timed out after ${request.timeoutMs} ms` });
      req.destroy();
    }, request.timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        ok: false,
        statusCode: null,
        error: (error.code ? `${error.code}: ${error.message}` : error.message).slice(
          0,
          LIMITS.webhook.errorMax,
        ),
      }),
    );
    req.end(request.body);
  });
}
