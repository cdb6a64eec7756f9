import { loadConfig, parseRole } from '../../config/env';
import { GraphQLError } from 'graphql';
import { formatGraphQLError } from '../../graphql/errors';
import { sendUnavailable } from '../../rest/envelope';
import { createLogger } from '../../shared/logger';
import { UNAVAILABLE_MESSAGES, unavailableEngine } from '../../shared/unavailable';

describe('PANELHOUSE_ROLE', () => {
  test('api, worker and all; all by default', () => {
    expect(parseRole({})).toBe('all');
    expect(parseRole({ PANELHOUSE_ROLE: 'api' })).toBe('api');
    expect(parseRole({ PANELHOUSE_ROLE: ' Worker ' })).toBe('worker');
    expect(parseRole({ PANELHOUSE_ROLE: 'all' })).toBe('all');
  });

  test('the deprecated WORKER=0 means an api process; PANELHOUSE_ROLE wins over it', () => {
    expect(parseRole({ WORKER: '0' })).toBe('api');
    expect(parseRole({ WORKER: '1' })).toBe('all');
    expect(parseRole({ WORKER: '0', PANELHOUSE_ROLE: 'worker' })).toBe('worker');
  });

  test('an unknown role refuses to start with the valid ones in the message', () => {
    expect(() => loadConfig({ PANELHOUSE_ROLE: 'web' })).toThrow(
      'PANELHOUSE_ROLE="web" is not a role: use api (HTTP only), worker (jobs, sweeps, schedules) or all',
    );
  });

  test('what each role runs', () => {
    const api = loadConfig({ PANELHOUSE_ROLE: 'api' });
    expect([api.serveHttp, api.worker]).toEqual([true, false]);
    const worker = loadConfig({ PANELHOUSE_ROLE: 'worker' });
    expect([worker.serveHttp, worker.worker]).toEqual([false, true]);
    const all = loadConfig({});
    expect([all.serveHttp, all.worker]).toEqual([true, true]);
  });

  test('pool sizes per role, each overridable', () => {
    const pools = (env: NodeJS.ProcessEnv) => {
      const c = loadConfig(env);
      return [c.dbPoolMax, c.dbReadPoolMax, c.dbSearchPoolMax, c.dbJobsPoolMax];
    };
    expect(pools({})).toEqual([10, 4, 10, 4]);
    expect(pools({ PANELHOUSE_ROLE: 'api' })).toEqual([10, 4, 10, 1]);
    expect(pools({ PANELHOUSE_ROLE: 'worker' })).toEqual([4, 1, 2, 4]);
    expect(pools({ PANELHOUSE_ROLE: 'worker', DB_POOL_MAX: '7', DB_JOBS_POOL_MAX: '9' })).toEqual([
      7, 1, 2, 9,
    ]);
  });
});

describe('unavailableEngine', () => {
  const withCode = (code: string, extra: object = {}) =>
    Object.assign(new Error('boom'), { code }, extra);

  test('connection failures of the database', () => {
    expect(unavailableEngine(withCode('ECONNREFUSED'))).toBe('database');
    expect(unavailableEngine(withCode('57P01'))).toBe('database');
    expect(unavailableEngine(withCode('08006'))).toBe('database');
    expect(unavailableEngine(withCode('CONNECTION_CLOSED'))).toBe('database');
    expect(unavailableEngine(new Error('Connection terminated unexpectedly'))).toBe('database');
    expect(
      unavailableEngine(
        new Error('wrapped', { cause: new AggregateError([withCode('ECONNREFUSED')]) }),
      ),
    ).toBe('database');
  });

  test('the S3 client failing to connect is the storage', () => {
    expect(unavailableEngine(withCode('ECONNREFUSED', { $metadata: { attempts: 3 } }))).toBe(
      'storage',
    );
  });

  test('other errors are not unavailability', () => {
    expect(unavailableEngine(new Error('duplicate key'))).toBeUndefined();
    expect(unavailableEngine(withCode('23505'))).toBeUndefined();
    expect(unavailableEngine(undefined)).toBeUndefined();
  });
});

describe('an unreachable engine is a 503 on both transports', () => {
  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  test('GraphQL: SERVICE_UNAVAILABLE with a clear message, never masked', () => {
    const format = formatGraphQLError(createLogger({ json: false, silent: true }));
    const formatted = format(
      { message: 'x', path: ['me'] },
      new GraphQLError('x', { originalError: refused() }),
    );
    expect(formatted).toEqual({
      message: UNAVAILABLE_MESSAGES.database,
      path: ['me'],
      locations: undefined,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });

  test('v1: 503, the error envelope and Retry-After', () => {
    const res = { headers: {} as Record<string, string>, code: 0, body: undefined as unknown };
    const fake = {
      setHeader: (name: string, value: string) => (res.headers[name] = value),
      status: (code: number) => ((res.code = code), fake),
      json: (body: unknown) => (res.body = body),
    };
    expect(sendUnavailable(refused(), fake as never)).toBe(true);
    expect(res).toEqual({
      headers: { 'retry-after': '5' },
      code: 503,
      body: { status: 'error', message: UNAVAILABLE_MESSAGES.database },
    });
    expect(sendUnavailable(new Error('other'), fake as never)).toBe(false);
  });
});
