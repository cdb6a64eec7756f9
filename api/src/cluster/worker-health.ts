import http from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ping } from '../db/sql';

/**
 * A worker process serves no site, but the orchestrator still needs a health check: this
 * listener answers `GET /healthz` like the API does (200 while the database answers, else
 * 503) and 404 for anything else.
 */
export function workerHealthServer(orm: MikroORM): http.Server {
  return http.createServer((req, res) => {
    const json = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/healthz') {
      json(404, {
        status: 'fail',
        message: 'This is a Panelhouse worker: it answers /healthz only',
      });
      return;
    }
    ping(orm).then(
      () => json(200, { status: 'ok', role: 'worker' }),
      () => json(503, { status: 'unavailable', role: 'worker' }),
    );
  });
}
