import type { IncomingMessage } from 'node:http';
import express from 'express';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook, buildUser } from '../../../test/factories';
import { graphqlContext, type GraphQLContext } from '../../graphql/context';
import { scopeMiddleware, scopeOf } from '../../rest/scope.middleware';
import { RequestScope } from '../request-scope';
import { serviceFactories } from '../services';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => jest.restoreAllMocks());

type ServiceName = keyof typeof serviceFactories;

/** Counts the services built while `run` goes, by name. */
async function servicesBuiltDuring(run: () => Promise<unknown>): Promise<ServiceName[]> {
  const spies = (Object.keys(serviceFactories) as ServiceName[]).map(
    (name) => [name, jest.spyOn(serviceFactories, name)] as const,
  );
  await run();
  return spies.flatMap(([name, spy]) => Array<ServiceName>(spy.mock.calls.length).fill(name));
}

describe('the request scope builds what a request uses, once', () => {
  test('an anonymous v1 read builds the reading service only', async () => {
    const { book } = await buildBook(app);
    const built = await servicesBuiltDuring(async () => {
      const res = await app.http().get(`/api/v1/read/any/book/${book.id}/genres`);
      expect(res.status).toBe(200);
    });
    expect(built).toEqual(['reading']);
  });

  test('an anonymous v1 book record or reader builds no scope service and no fork (rest/fast-reads.ts)', async () => {
    const { book } = await buildBook(app);
    const fork = jest.spyOn(app.deps.orm.em, 'fork');
    const built = await servicesBuiltDuring(async () => {
      for (const path of [`/book/${book.id}`, `/book/${book.id}/issue/1`]) {
        const res = await app.http().get(`/api/v1/read/any${path}`);
        expect(res.status).toBe(200);
      }
    });
    expect(built).toEqual([]);
    expect(fork).not.toHaveBeenCalled();
  });

  test('a signed-in v1 read builds the auth service (the viewer) and the one it reads with', async () => {
    const { book } = await buildBook(app);
    const { token } = await buildUser(app);
    const built = await servicesBuiltDuring(async () => {
      const res = await app
        .http()
        .get(`/api/v1/read/any/book/${book.id}/issues`)
        .set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
    });
    expect(built.sort()).toEqual(['auth', 'reading']);
  });

  test('an anonymous v1 reader makes no EntityManager fork (its statement runs on the read pool)', async () => {
    const { book } = await buildBook(app);
    const fork = jest.spyOn(app.deps.orm.em, 'fork');
    const res = await app.http().get(`/api/v1/read/any/book/${book.id}/issue/1`);
    expect(res.status).toBe(200);
    expect(fork).not.toHaveBeenCalled();
    // The spy sees the scope's fork when one is made.
    expect(new RequestScope(app.deps, '127.0.0.1').em).toBeDefined();
    expect(fork).toHaveBeenCalledTimes(1);
  });

  test('a reading service made without a fork uses it once the ORM is needed', async () => {
    const { book } = await buildBook(app, { issues: 2 });
    const scope = new RequestScope(app.deps, '127.0.0.1');
    const reading = scope.services.reading;
    await reading.readerIssue(book.id, 1, null);
    expect(scope.emIfMade()).toBeUndefined();
    const issues = await reading.issuesNewestFirst(book.id, null);
    expect(issues.map((i) => i.issueNumber)).toEqual([2, 1]);
    expect(scope.emIfMade()).toBe(scope.em);
    expect(scope.em.getUnitOfWork().getById('Issue', issues[0].id)).toBe(issues[0]);
  });

  test('a scope keeps each service and loader it made for the rest of the request', () => {
    const scope = new RequestScope(app.deps, '127.0.0.1');
    expect(scope.services.reading).toBe(scope.services.reading);
    expect(scope.em).toBe(scope.em);
    expect(scope.loaders.bookById).toBe(scope.loaders.bookById);
  });
});

describe('GraphQL and v1 share one scope', () => {
  test('the GraphQL context is the request scope type', async () => {
    // Compile-time: each is assignable to the other.
    const asScope = (context: GraphQLContext): RequestScope => context;
    const asContext = (scope: RequestScope): GraphQLContext => scope;
    const req = { headers: {} } as IncomingMessage;
    const context = await graphqlContext(app.deps)(req, '10.0.0.1');
    expect(asContext(asScope(context))).toBeInstanceOf(RequestScope);
    expect(context.viewer).toBeNull();
    expect(context.authProblem).toBe('missing');
  });

  test('a v1 route reads the same scope, with the viewer resolved', async () => {
    const { user, token } = await buildUser(app);
    const seen: RequestScope[] = [];
    const v1 = express()
      .use(scopeMiddleware(app.deps))
      .get('/probe', (_req, res) => {
        seen.push(scopeOf(res));
        res.end();
      });
    await request(v1).get('/probe').set('Authorization', `Bearer ${token}`).expect(200);
    expect(seen[0]).toBeInstanceOf(RequestScope);
    expect(seen[0].viewer?.id).toBe(user.id);
    expect(seen[0].credential?.kind).toBe('session');
  });
});
