import type { TypedDocumentNode } from '@apollo/client';
import { print, type GraphQLFormattedError } from 'graphql';
import { GRAPHQL_ENDPOINT } from './client';
import { authHeaders } from './token';

export type UploadProgress = { loaded: number; total: number; percent: number };

export type UploadResult<TData> = {
  data: TData | null;
  errors?: readonly GraphQLFormattedError[];
};

export type UploadOptions<TData, TVariables> = {
  document: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  onProgress?: (progress: UploadProgress) => void;
  endpoint?: string;
  /** Lets callers cancel an upload (e.g. when the page unmounts). */
  signal?: AbortSignal;
};

/** Thrown for transport failures (network, non-JSON body); GraphQL errors come back in `errors`. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

type Files = Map<File, string[]>;

// Replaces every File in `value` by null and records its variables path, as the
// GraphQL multipart request spec requires.
function extractFiles(value: unknown, path: string, files: Files): unknown {
  if (typeof File !== 'undefined' && value instanceof File) {
    const paths = files.get(value) ?? [];
    paths.push(path);
    files.set(value, paths);
    return null;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => extractFiles(item, `${path}.${index}`, files));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        extractFiles(item, `${path}.${key}`, files),
      ]),
    );
  }
  return value;
}

/** Builds the multipart body: `operations`, `map`, then one part per file. */
export function buildUploadBody<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): FormData {
  const files: Files = new Map();
  const clean = extractFiles(variables, 'variables', files) as Record<string, unknown>;
  const operations = { query: print(document), variables: clean };
  const map: Record<string, string[]> = {};
  const body = new FormData();
  body.append('operations', JSON.stringify(operations));
  let index = 0;
  const parts: [string, File][] = [];
  for (const [file, paths] of files) {
    const key = String(index++);
    map[key] = paths;
    parts.push([key, file]);
  }
  body.append('map', JSON.stringify(map));
  for (const [key, file] of parts) body.append(key, file, file.name);
  return body;
}

/**
 * Sends a GraphQL operation with files to /graphql using XMLHttpRequest, because
 * fetch cannot report upload progress. Resolves with the parsed GraphQL response.
 */
export function uploadRequest<TData, TVariables>({
  document,
  variables,
  onProgress,
  endpoint = GRAPHQL_ENDPOINT,
  signal,
}: UploadOptions<TData, TVariables>): Promise<UploadResult<TData>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint);
    // Apollo Server's CSRF prevention accepts multipart requests only with this header.
    xhr.setRequestHeader('Apollo-Require-Preflight', 'true');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);

    xhr.upload.addEventListener('progress', (event) => {
      if (!onProgress || !event.lengthComputable) return;
      onProgress({
        loaded: event.loaded,
        total: event.total,
        percent: event.total ? Math.round((event.loaded / event.total) * 100) : 0,
      });
    });
    xhr.addEventListener('load', () => {
      let parsed: UploadResult<TData> | undefined;
      try {
        parsed = JSON.parse(xhr.responseText) as UploadResult<TData>;
      } catch {
        parsed = undefined;
      }
      if (parsed && (parsed.data !== undefined || parsed.errors)) {
        resolve({ data: parsed.data ?? null, errors: parsed.errors });
      } else {
        reject(new UploadError(`Upload failed with status ${xhr.status}`, xhr.status));
      }
    });
    xhr.addEventListener('error', () => reject(new UploadError('Network error', 0)));
    xhr.addEventListener('abort', () => reject(new UploadError('Upload aborted', 0)));
    signal?.addEventListener('abort', () => xhr.abort());

    xhr.send(buildUploadBody(document, variables));
  });
}
