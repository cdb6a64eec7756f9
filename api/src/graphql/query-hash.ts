import crypto, { type BinaryToTextEncoding, type Hash } from 'node:crypto';

/** `@apollo/utils.createhash`'s one export, which Apollo Server looks up on every call. */
interface CreateHashModule {
  createHash: (kind: string) => Hash;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the module object itself is what Apollo reads
const apolloHashes = require('@apollo/utils.createhash') as CreateHashModule;

/** Query texts whose hashes are kept (the texts in use are a few dozen; a flood only clears it). */
const REMEMBERED = 1000;

/** Texts longer than this are hashed each time (they are rare, and the map keeps its text). */
const LONGEST_REMEMBERED = 16 * 1024;

const hexHashes = new Map<string, string>();

/** The sha256 of `text` as hex, from the map when it was hashed before. */
export function sha256Hex(text: string): string {
  let hex = hexHashes.get(text);
  if (hex === undefined) {
    hex = crypto.createHash('sha256').update(text).digest('hex');
    if (text.length <= LONGEST_REMEMBERED) {
      if (hexHashes.size >= REMEMBERED) hexHashes.clear();
      hexHashes.set(text, hex);
    }
  }
  return hex;
}

/**
 * A sha256 hash that, fed one string and asked for hex (what Apollo does with every query
 * text, to find its parsed document), answers from `sha256Hex`; fed anything else, it is
 * Node's own hash, made at the first use it cannot answer.
 */
class RememberingSha256 {
  private text: string | undefined;

  private real: Hash | undefined;

  update(data: crypto.BinaryLike | string, encoding?: crypto.Encoding): this {
    if (!this.real && this.text === undefined && typeof data === 'string' && !encoding)
      this.text = data;
    else if (encoding) this.node().update(data as string, encoding);
    else this.node().update(data);
    return this;
  }

  digest(encoding?: BinaryToTextEncoding): string | Buffer {
    if (!this.real && this.text !== undefined && encoding === 'hex') return sha256Hex(this.text);
    return encoding ? this.node().digest(encoding) : this.node().digest();
  }

  private node(): Hash {
    if (!this.real) {
      this.real = crypto.createHash('sha256');
      if (this.text !== undefined) this.real.update(this.text);
      this.text = undefined;
    }
    return this.real;
  }
}

let installed = false;

/**
 * Apollo Server hashes the text of every query it is sent (sha256, hex) before it looks up
 * the parsed document, through `@apollo/utils.createhash`: a new Node hash per request, a
 * couple of per cent of a small query's CPU. From here on, its sha256 hashes of a string
 * remember the hashes of recent texts; everything else about them is Node's hash.
 */
export function rememberQueryHashes(): void {
  if (installed) return;
  installed = true;
  const create = apolloHashes.createHash;
  apolloHashes.createHash = (kind) =>
    kind === 'sha256' ? (new RememberingSha256() as unknown as Hash) : create(kind);
}
