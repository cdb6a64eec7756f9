import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { assertSafeKey, type MediaStorage } from './storage';

/** Files under `$DATA_DIR/media`, served by the API under `/media`. */
export class LocalStorage implements MediaStorage {
  readonly kind = 'local' as const;

  constructor(
    readonly root: string,
    private readonly urlPrefix = '/media',
  ) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer | Readable, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Write beside, then rename: a reader never sees a half-written file.
    const temp = `${target}.${process.pid}.${Date.now()}.part`;
    try {
      await pipeline(
        Buffer.isBuffer(body) ? Readable.from([body]) : body,
        fs.createWriteStream(temp),
      );
      await fs.promises.rename(temp, target);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    // Open first, so a missing file fails here rather than mid-stream.
    const handle = await fs.promises.open(file, 'r');
    return handle.createReadStream();
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.promises.rm(this.pathOf(key), { force: true })));
  }

  async exists(key: string): Promise<boolean> {
    return fs.promises
      .access(this.pathOf(key))
      .then(() => true)
      .catch(() => false);
  }

  async *list(prefix: string): AsyncIterable<{ key: string; lastModified: Date }> {
    const start = path.join(this.root, prefix);
    if (!fs.existsSync(start)) return;
    const stack = [start];
    while (stack.length > 0) {
      const dir = stack.pop() as string;
      for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        // `.part` files are listed too: a write killed mid-way (the process died) leaves one
        // that no row references, and the media sweep removes it after its grace period.
        if (entry.isDirectory()) stack.push(full);
        else {
          // Gone since the readdir (a .part renamed, a file deleted): nothing to list.
          const stat = await fs.promises.stat(full).catch(() => undefined);
          if (!stat) continue;
          yield {
            key: path.relative(this.root, full).split(path.sep).join('/'),
            lastModified: stat.mtime,
          };
        }
      }
    }
  }

  urlFor(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }
}
