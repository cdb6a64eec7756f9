import type { Readable } from 'node:stream';
import type { MediaStorage } from '../src/storage/storage';

/** The real storage, except that the Nth put fails (after the earlier ones really stored their files). */
export class FailingStorage implements MediaStorage {
  readonly kind: 'local' | 's3';
  puts = 0;
  constructor(
    private readonly inner: MediaStorage,
    private readonly failOnPut: number,
  ) {
    this.kind = inner.kind;
  }
  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    this.puts += 1;
    if (this.puts === this.failOnPut) throw new Error('injected storage failure');
    await this.inner.put(key, body, contentType);
  }
  read(key: string) {
    return this.inner.read(key);
  }
  delete(keys: string[]) {
    return this.inner.delete(keys);
  }
  exists(key: string) {
    return this.inner.exists(key);
  }
  list(prefix: string) {
    return this.inner.list(prefix);
  }
  urlFor(key: string) {
    return this.inner.urlFor(key);
  }
}
