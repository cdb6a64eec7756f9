import type { FileUpload } from 'graphql-upload-minimal';
import { spoolToTempFile, type SpooledFile } from './spool';

export interface UploadRule {
  maxBytes: number;
  tooLargeMessage: string;
}

/**
 * Spools every GraphQL upload of a request to temp files, concurrently, so each part
 * is consumed as it streams in (whatever order the client sent them in) and the whole
 * request is read before anything acts on it. If any upload fails, every spooled file
 * is removed and the first error is thrown.
 */
export async function spoolUploads(
  uploads: { upload: Promise<FileUpload> | null | undefined; rule: UploadRule }[],
): Promise<{ files: (SpooledFile | undefined)[]; cleanup: () => Promise<void> }> {
  const settled = await Promise.allSettled(
    uploads.map(async ({ upload, rule }) => {
      if (!upload) return undefined;
      const file = await upload;
      return spoolToTempFile(
        file.createReadStream(),
        file.filename,
        rule.maxBytes,
        rule.tooLargeMessage,
      );
    }),
  );
  const files = settled.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
  const cleanup = async () => {
    await Promise.all(files.map((f) => f?.cleanup()));
  };
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) {
    await cleanup();
    throw failure.reason;
  }
  return { files, cleanup };
}
