import type { Readable } from 'node:stream';

/** Where media bytes live. Keys are always built by the server: `[a-z0-9/_.-]` only. */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /**
   * The stored bytes as a stream, opened when called (the CBZ export opens one page at a
   * time; the derivative job reads originals back). A missing key fails the returned promise.
   */
  read(key: string): Promise<Readable>;
  /** Deleting a missing key is not an error. */
  delete(keys: string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
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
