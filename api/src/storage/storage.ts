import type { Readable } from 'node:stream';

/** Where media bytes live. Keys are always built by the server: `[a-z0-9/_.-]` only. */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Deleting a missing key is not an error. */
  delete(keys: string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The stored bytes of a key, streamed (the derivative job reads originals back). */
  read(key: string): Promise<Readable>;
  /** Every stored key under a prefix (for the orphan sweep). */
  list(prefix: string): AsyncIterable<{ key: string; lastModified: Date }>;
  /** The URL a browser loads the object from. */
  urlFor(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Guards against any key that did not come from the server's own key builders. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
