import { GraphQLError, GraphQLScalarType } from 'graphql';
import { GraphQLUpload, Upload, type FileUpload } from 'graphql-upload-minimal';
import { AppError } from '../../shared/app-error';
import { spoolToTempFile, type SpooledFile } from './spool';
import { takeUploadSlot } from './upload-slots';

export interface UploadRule {
  maxBytes: number;
  tooLargeMessage: string;
}

/**
 * The value of an `Upload` argument: the file, once the multipart parser reaches its part.
 * It is a box, not a promise, on purpose: type-graphql awaits every argument that is a
 * promise before it calls the resolver, so with graphql-upload-minimal's own scalar (whose
 * value is the promise) a mutation with two upload arguments waited for the second part
 * while nothing read the first one. busboy hands out the parts in order and stops reading
 * the request while a part's stream is full, so any file larger than its buffer (~64 KB)
 * deadlocked the request until the server's request timeout (408).
 */
export interface UploadArg {
  readonly file: Promise<FileUpload>;
}

/** The `Upload` scalar (same name and description as graphql-upload-minimal's), valued as an UploadArg. */
export const UploadScalar = new GraphQLScalarType<UploadArg, never>({
  name: 'Upload',
  description: GraphQLUpload.description,
  parseValue(value) {
    if (value instanceof Upload) return { file: value.promise };
    throw new GraphQLError('Upload value invalid.');
  },
  parseLiteral(node) {
    throw new GraphQLError('Upload literal unsupported.', { nodes: node });
  },
  serialize() {
    throw new GraphQLError('Upload serialization unsupported.');
  },
});

/**
 * Spools every GraphQL upload of a request to temp files, concurrently, so each part
 * is consumed as it streams in (whatever order the client sent them in) and the whole
 * request is read before anything acts on it. If any upload fails, every spooled file
 * is removed and the first error is thrown. With any file at all, the request holds one of
 * `ownerId`'s upload slots (media/upload-slots.ts) until `cleanup`.
 */
export async function spoolUploads(
  ownerId: number,
  uploads: { upload: UploadArg | null | undefined; rule: UploadRule }[],
): Promise<{ files: (SpooledFile | undefined)[]; cleanup: () => Promise<void> }> {
  const release = uploads.some((u) => u.upload) ? await takeUploadSlot(ownerId) : () => undefined;
  try {
    const spooled = await spoolAll(uploads);
    return {
      files: spooled.files,
      cleanup: () => spooled.cleanup().finally(release),
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function spoolAll(
  uploads: { upload: UploadArg | null | undefined; rule: UploadRule }[],
): Promise<{ files: (SpooledFile | undefined)[]; cleanup: () => Promise<void> }> {
  const settled = await Promise.allSettled(
    uploads.map(async ({ upload, rule }) => {
      if (!upload) return undefined;
      const file = await upload.file.catch((error: unknown) => {
        throw brokenUpload(error);
      });
      const stream = file.createReadStream();
      let streamError: unknown;
      stream.once('error', (error) => (streamError = error));
      return spoolToTempFile(stream, file.filename, rule.maxBytes, rule.tooLargeMessage).catch(
        (error: unknown) => {
          throw error instanceof AppError || !streamError ? error : brokenUpload(streamError);
        },
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

/**
 * A multipart body the parser could not read to the end (cut off, malformed, a mapped file
 * missing): the client's fault, so a 400 with GraphQL's own BAD_REQUEST code (as for any
 * body the endpoint cannot parse), not a masked internal error. The parser's 413 (too many
 * files) keeps its status for the error formatter.
 */
function brokenUpload(error: unknown): unknown {
  const status = (error as { status?: number })?.status;
  if (error instanceof AppError || status === 413) return error;
  const reason = (error as Error)?.message?.replace(/\.$/, '') ?? 'unreadable body';
  return new GraphQLError(`The upload could not be read (${reason}).`, {
    extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
  });
}
