import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { MediaStorage } from '../../storage/storage';
import type { CbzIssueRow } from '../catalog/catalog.queries';
import { comicInfoXml, pageFileNames } from './comic-info';

/** A CBZ being written: its bytes as a stream, its exact size, and a way to stop reading pages. */
export interface CbzArchive {
  stream: Readable;
  /** The archive's size in bytes (every entry is stored, so it is known before the first byte). */
  size: number | null;
  /** Stops the archive and closes the page being read (the client went away). */
  abort: (error?: Error) => void;
}

/**
 * Builds the issue's CBZ as a stream: ComicInfo.xml first, then the original page images in
 * page order as 001.jpg, 002.png... Every entry is stored, not deflated (images are already
 * compressed). Pages are opened one at a time, as the archive reaches them, so memory stays
 * flat whatever the issue's size.
 */
export async function cbzArchive(
  issue: CbzIssueRow,
  storage: MediaStorage,
  webUrl: string,
): Promise<CbzArchive> {
  const zip = new ZipFile();
  const mtime = new Date(issue.date_created);
  let current: Readable | null = null;
  let aborted = false;

  zip.addBuffer(Buffer.from(comicInfoXml(issue, webUrl), 'utf8'), 'ComicInfo.xml', {
    mtime,
    compress: false,
  });
  const names = pageFileNames(issue.page_files.map(([, , contentType]) => ({ contentType })));
  issue.page_files.forEach(([, key, , byteSize], i) => {
    zip.addReadStreamLazy(names[i], { mtime, compress: false, size: byteSize }, (callback) => {
      if (aborted) return;
      storage.read(key).then(
        (stream) => {
          current = stream;
          callback(null, stream);
        },
        (error: unknown) => callback(error, undefined as unknown as Readable),
      );
    });
  });

  const stream = zip.outputStream as Readable;
  // yazl reports a failed page on the ZipFile, not on its output.
  zip.on('error', (error: Error) => stream.destroy(error));
  // yazl calls back with the total once every entry's size is known (at once: all are stored
  // with their sizes); its typings leave the argument out.
  const size = await new Promise<number>((resolve) =>
    (zip.end as (options: object, done: (total: number) => void) => void).call(
      zip,
      { forceZip64Format: false, comment: '' },
      resolve,
    ),
  );
  return {
    stream,
    size: size >= 0 ? size : null,
    abort: (error) => {
      aborted = true;
      current?.destroy();
      stream.destroy(error);
    },
  };
}
