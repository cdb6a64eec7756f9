/**
 * Cache Storage and the fetch pieces it needs, for jsdom (which has neither): enough of
 * `caches`, `Response` and `fetch` for the offline module, with a byte quota to fill up.
 */

type Body = Blob | string | null;

const sizeOf = (body: Body) =>
  body === null ? 0 : typeof body === 'string' ? body.length : body.size;

export class FakeResponse {
  readonly headers: { get(name: string): string | null };
  readonly status: number;
  constructor(
    readonly body: Body = null,
    init: { headers?: Record<string, string>; status?: number } = {},
  ) {
    const headers = new Map(
      Object.entries(init.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    );
    this.headers = { get: (name) => headers.get(name.toLowerCase()) ?? null };
    this.status = init.status ?? 200;
  }
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  get size() {
    return sizeOf(this.body);
  }
  async text(): Promise<string> {
    if (this.body === null) return '';
    if (typeof this.body === 'string') return this.body;
    return new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(this.body as Blob);
    });
  }
  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
  async blob(): Promise<Blob> {
    return this.body instanceof Blob ? this.body : new Blob([this.body ?? '']);
  }
  clone() {
    return new FakeResponse(this.body, { status: this.status });
  }
}

const keyOf = (request: string | { url: string }) =>
  new URL(typeof request === 'string' ? request : request.url, window.location.href).href;

class FakeCache {
  readonly entries = new Map<string, FakeResponse>();
  constructor(private readonly storage: FakeCacheStorage) {}
  async match(request: string | { url: string }) {
    return this.entries.get(keyOf(request));
  }
  async put(request: string | { url: string }, response: FakeResponse) {
    if (this.storage.usedBytes() + response.size > this.storage.quotaBytes)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.entries.set(keyOf(request), response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  constructor(public quotaBytes = Infinity) {}
  usedBytes() {
    let total = 0;
    for (const cache of this.caches.values())
      for (const response of cache.entries.values()) total += response.size;
    return total;
  }
  async open(name: string) {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache(this);
      this.caches.set(name, cache);
    }
    return cache;
  }
  async has(name: string) {
    return this.caches.has(name);
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
  async keys() {
    return [...this.caches.keys()];
  }
  /** The URLs stored in one cache (absolute), for assertions. */
  urlsOf(name: string): string[] {
    return [...(this.caches.get(name)?.entries.keys() ?? [])];
  }
}

const GLOBALS = ['caches', 'Response', 'fetch'] as const;
const originals = new Map<string, unknown>();

/** Installs `caches`, `Response`, a service worker container and a `fetch` of images. */
export function installFakeOffline({
  quotaBytes = Infinity,
  imageBytes = 1000,
  failUrl,
}: { quotaBytes?: number; imageBytes?: number; failUrl?: RegExp } = {}) {
  const storage = new FakeCacheStorage(quotaBytes);
  const fetched: string[] = [];
  const fetchImage = jest.fn(async (url: string) => {
    fetched.push(url);
    if (failUrl?.test(url)) throw new TypeError('Failed to fetch');
    return new FakeResponse(new Blob([new Uint8Array(imageBytes)], { type: 'image/webp' }), {
      headers: { 'Content-Type': 'image/webp' },
    });
  });
  for (const name of GLOBALS) originals.set(name, (globalThis as Record<string, unknown>)[name]);
  Object.assign(globalThis, { caches: storage, Response: FakeResponse, fetch: fetchImage });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  return { storage, fetched, fetchImage };
}

export function uninstallFakeOffline() {
  for (const name of GLOBALS) {
    const original = originals.get(name);
    if (original === undefined) delete (globalThis as Record<string, unknown>)[name];
    else (globalThis as Record<string, unknown>)[name] = original;
  }
  originals.clear();
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
}
