import yazl from 'yazl';

/** Real .cbz/.zip archives for import tests, made with yazl (and patched by hand to misbehave). */
export async function makeZip(
  entries: { name: string; data: Buffer | string; compress?: boolean }[],
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries)
    zip.addBuffer(typeof e.data === 'string' ? Buffer.from(e.data) : e.data, e.name, {
      compress: e.compress ?? true,
    });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Replaces every occurrence of a same-length byte string (an entry name in both headers). */
export function patchBytes(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('patchBytes keeps lengths');
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  let at = out.indexOf(needle);
  if (at < 0) throw new Error(`${from} not found`);
  while (at >= 0) {
    Buffer.from(to).copy(out, at);
    at = out.indexOf(needle, at + needle.length);
  }
  return out;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;

/** Offsets of every local and central header. */
function headers(zip: Buffer): { local: number[]; central: number[] } {
  const local: number[] = [];
  const central: number[] = [];
  for (let i = 0; i + 4 <= zip.length; i += 1) {
    const sig = zip.readUInt32LE(i);
    if (sig === LOCAL_HEADER) local.push(i);
    else if (sig === CENTRAL_HEADER) central.push(i);
  }
  return { local, central };
}

/** Sets the "encrypted" flag (general purpose bit 0) on every entry. */
export function markEncrypted(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  const { local, central } = headers(out);
  for (const at of local) out.writeUInt16LE(out.readUInt16LE(at + 6) | 1, at + 6);
  for (const at of central) out.writeUInt16LE(out.readUInt16LE(at + 8) | 1, at + 8);
  return out;
}

/** Makes the central directory claim a smaller uncompressed size than the entry really inflates to. */
export function understateSizes(zip: Buffer, bytes: number): Buffer {
  const out = Buffer.from(zip);
  for (const at of headers(out).central) out.writeUInt32LE(bytes, at + 24);
  return out;
}
