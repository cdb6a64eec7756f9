import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fake Meilisearch (documented HTTP API, the few endpoints our engine uses): indexes,
 * settings, stats, documents add/delete (ids, filter `field IN [..]`), search (page +
 * hitsPerPage, no text matching: returns the index's documents by id descending) and
 * tasks. Records every request; `down()` makes it answer 503, `close()` stops it.
 */
export class FakeMeilisearch {
  readonly requests: RecordedRequest[] = [];
  readonly indexes = new Map<string, Map<number, Record<string, unknown>>>();
  private server?: http.Server;
  private unavailable = false;
  private taskUid = 0;
  url = '';

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  down(): void {
    this.unavailable = true;
  }

  up(): void {
    this.unavailable = false;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  docs(index: string): Record<string, unknown>[] {
    return [...(this.indexes.get(index)?.values() ?? [])];
  }

  requestsTo(method: string, pattern: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && pattern.test(r.path));
  }

  private index(uid: string): Map<number, Record<string, unknown>> {
    if (!this.indexes.has(uid)) this.indexes.set(uid, new Map());
    return this.indexes.get(uid)!;
  }

  private task(res: http.ServerResponse, indexUid: string | null, type: string): void {
    this.taskUid += 1;
    this.json(res, 202, {
      taskUid: this.taskUid,
      indexUid,
      status: 'enqueued',
      type,
      enqueuedAt: new Date().toISOString(),
    });
  }

  private json(res: http.ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? JSON.parse(text) : undefined;
      const path = (req.url ?? '').split('?')[0];
      const method = req.method ?? 'GET';
      this.requests.push({ method, path, body });
      if (this.unavailable) {
        this.json(res, 503, {
          message: 'unavailable',
          code: 'internal',
          type: 'internal',
          link: '',
        });
        return;
      }
      let m: RegExpMatchArray | null;
      if (method === 'POST' && path === '/indexes') {
        this.index(body.uid);
        return this.task(res, body.uid, 'indexCreation');
      }
      if ((m = path.match(/^\/indexes\/([^/]+)\/settings$/)) && method === 'PATCH')
        return this.task(res, m[1], 'settingsUpdate');
      if ((m = path.match(/^\/indexes\/([^/]+)\/stats$/)) && method === 'GET') {
        return this.json(res, 200, {
          numberOfDocuments: this.index(m[1]).size,
          isIndexing: false,
          fieldDistribution: {},
        });
      }
      if (
        (m = path.match(/^\/indexes\/([^/]+)\/documents$/)) &&
        (method === 'POST' || method === 'PUT')
      ) {
        const index = this.index(m[1]);
        for (const doc of body as Record<string, unknown>[])
          index.set(Number(doc.id), { ...index.get(Number(doc.id)), ...doc });
        return this.task(res, m[1], 'documentAdditionOrUpdate');
      }
      if ((m = path.match(/^\/indexes\/([^/]+)\/documents\/delete-batch$/)) && method === 'POST') {
        for (const id of body as number[]) this.index(m[1]).delete(Number(id));
        return this.task(res, m[1], 'documentDeletion');
      }
      if ((m = path.match(/^\/indexes\/([^/]+)\/documents\/delete$/)) && method === 'POST') {
        const f = String(body.filter).match(/^(\w+) IN \[([\d, ]*)\]$/);
        if (!f)
          return this.json(res, 400, {
            message: 'unsupported filter',
            code: 'invalid_document_filter',
          });
        const values = new Set(f[2].split(',').map((v) => Number(v.trim())));
        const index = this.index(m[1]);
        for (const [id, doc] of index) if (values.has(Number(doc[f[1]]))) index.delete(id);
        return this.task(res, m[1], 'documentDeletion');
      }
      if ((m = path.match(/^\/indexes\/([^/]+)\/documents\/(\d+)$/)) && method === 'DELETE') {
        this.index(m[1]).delete(Number(m[2]));
        return this.task(res, m[1], 'documentDeletion');
      }
      if ((m = path.match(/^\/indexes\/([^/]+)\/search$/)) && method === 'POST') {
        const all = this.docs(m[1]).sort((a, b) => Number(b.id) - Number(a.id));
        const page = Number(body.page ?? 1);
        const hitsPerPage = Number(body.hitsPerPage ?? 20);
        const hits = all
          .slice((page - 1) * hitsPerPage, page * hitsPerPage)
          .map((d) => ({ id: d.id }));
        return this.json(res, 200, {
          hits,
          query: body.q ?? '',
          processingTimeMs: 0,
          hitsPerPage,
          page,
          totalPages: Math.ceil(all.length / hitsPerPage),
          totalHits: all.length,
        });
      }
      if ((m = path.match(/^\/tasks\/(\d+)$/)) && method === 'GET') {
        return this.json(res, 200, {
          uid: Number(m[1]),
          status: 'succeeded',
          type: 'documentAdditionOrUpdate',
        });
      }
      this.json(res, 404, {
        message: `fake meilisearch: no route ${method} ${path}`,
        code: 'not_found',
        type: 'invalid_request',
        link: '',
      });
    });
  }
}
