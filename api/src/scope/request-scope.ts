import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../app-deps';
import { lazyDbOf } from '../db/sql';
import type { AuthProblem, Credential } from '../modules/auth/viewer';
import { viewerIdOf } from '../modules/issues/issues.policy';
import type { User } from '../modules/users/user.entity';
import { Loaders } from './loaders';
import { Services } from './services';

/**
 * Per-request state, the same for every transport: GraphQL (its context), v1, the feeds, OPDS,
 * downloads and the web app's head. The EntityManager fork, the loaders and each service are
 * made on first use, so a request pays only for what it touches.
 */
export class RequestScope {
  viewer: User | null = null;
  /** Why there is no viewer, to tell "not logged in" from "session expired". */
  authProblem?: AuthProblem;
  /**
   * How the viewer signed in (null without a viewer): a session has every scope, a personal
   * access token only its own. graphql/caller.ts keys per-caller budgets on it.
   */
  credential: Credential = null;
  readonly services: Services;
  private forked?: EntityManager;
  private made?: Loaders;

  constructor(
    readonly deps: AppDeps,
    /** The client's address (after the trusted proxies). */
    readonly ip: string,
  ) {
    this.services = new Services(this);
  }

  /** The request's fork of the EntityManager, shared by its services. */
  get em(): EntityManager {
    return (this.forked ??= this.deps.orm.em.fork() as EntityManager);
  }

  /** The fork if the request has made it already (db/sql.ts `lazyDbOf`). */
  emIfMade(): EntityManager | undefined {
    return this.forked;
  }

  /** The request's DataLoaders (they see what the viewer may see: read after authentication). */
  get loaders(): Loaders {
    // Their statements run on the read pools: the fork is made only if one uses the ORM.
    return (this.made ??= new Loaders(lazyDbOf(this, this.deps), viewerIdOf(this.viewer)));
  }
}

/** A scope for a request with an Authorization header (or none): resolves the viewer from it. */
export async function openRequestScope(
  deps: AppDeps,
  authorization: string | undefined,
  ip: string,
): Promise<RequestScope> {
  const scope = new RequestScope(deps, ip);
  if (authorization === undefined) {
    scope.authProblem = 'missing';
    return scope;
  }
  const { user, credential, problem } = await scope.services.auth.authenticate(authorization);
  scope.viewer = user;
  scope.authProblem = user ? undefined : problem;
  scope.credential = user ? credential : null;
  return scope;
}

/** A scope without a viewer: the public feeds, the catalogue, the web app's head. */
export const anonymousScope = (deps: AppDeps, ip: string): RequestScope =>
  new RequestScope(deps, ip);
