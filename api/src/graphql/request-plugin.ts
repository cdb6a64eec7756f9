import type {
  ApolloServerPlugin,
  BaseContext,
  GraphQLRequestContext,
  GraphQLRequestListener,
} from '@apollo/server';

/** The request context Apollo hands to `hook` of a request listener. */
type HookContext<
  TContext extends BaseContext,
  Hook extends keyof GraphQLRequestListener<TContext>,
> = Parameters<NonNullable<GraphQLRequestListener<TContext>[Hook]>>[0];

/** What a hook that may wait returns: nothing when it answered synchronously. */
type MaybePromise = void | Promise<void>;

/**
 * One request's hooks of a part of the request plugin: the request listener hooks the
 * product uses, each free to answer synchronously (`parsingDidStart` and
 * `validationDidStart` return their end hook, if any, at once).
 */
export interface RequestHooks<TContext extends BaseContext> {
  parsingDidStart?(
    context: HookContext<TContext, 'parsingDidStart'>,
  ): ((error?: Error) => MaybePromise) | void;
  validationDidStart?(context: HookContext<TContext, 'validationDidStart'>): void;
  didResolveOperation?(context: HookContext<TContext, 'didResolveOperation'>): MaybePromise;
  executionDidStart?(context: HookContext<TContext, 'executionDidStart'>): void;
  didEncounterErrors?(context: HookContext<TContext, 'didEncounterErrors'>): MaybePromise;
  willSendResponse?(context: HookContext<TContext, 'willSendResponse'>): MaybePromise;
}

/** A part of the request plugin: its hooks for one request, or none for this request. */
export interface RequestPart<TContext extends BaseContext> {
  requestDidStart(context: GraphQLRequestContext<TContext>): RequestHooks<TContext> | undefined;
}

const DONE: Promise<void> = Promise.resolve();

/**
 * Runs one hook of every part, in order, as Apollo runs a hook of its listeners (each one
 * started before the next, then all awaited together, the first failure winning): but
 * without a promise per part when the parts answer synchronously, which they mostly do.
 */
function runAll<TContext extends BaseContext>(
  hooks: RequestHooks<TContext>[],
  call: (hooks: RequestHooks<TContext>) => MaybePromise,
): Promise<void> {
  let pending: Promise<void>[] | undefined;
  for (const part of hooks) {
    let result: MaybePromise;
    try {
      result = call(part);
    } catch (error) {
      result = Promise.reject(error);
    }
    if (result) (pending ??= []).push(result);
  }
  return pending ? Promise.all(pending).then(() => undefined) : DONE;
}

/**
 * The product's request plugins as one Apollo plugin. Apollo runs each plugin's
 * `requestDidStart` and then every hook of every listener through its own promises (and
 * `responseForOperation` one listener after another); with seven plugins that was a good
 * part of its pipeline on a small query. Here each part says which hooks it needs for this
 * request, the hooks run synchronously when they can, and Apollo sees one listener with only
 * the hooks some part has. The order of the parts is the order the plugins had.
 */
export function requestPlugin<TContext extends BaseContext>(
  parts: RequestPart<TContext>[],
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart(requestContext) {
      const hooks: RequestHooks<TContext>[] = [];
      for (const part of parts) {
        const partHooks = part.requestDidStart(requestContext);
        if (partHooks) hooks.push(partHooks);
      }
      if (hooks.length === 0) return;
      const listener: GraphQLRequestListener<TContext> = {};
      const having = (name: keyof RequestHooks<TContext>) =>
        hooks.filter((part) => part[name] !== undefined);
      const parsing = having('parsingDidStart');
      if (parsing.length)
        listener.parsingDidStart = async (context) => {
          const ends = parsing.map((part) => part.parsingDidStart!(context)).filter(isFunction);
          if (ends.length === 0) return;
          // Apollo calls the end hooks of its listeners last-started first, without awaiting.
          ends.reverse();
          return async (error) => {
            for (const end of ends) void end(error);
          };
        };
      const validation = having('validationDidStart');
      if (validation.length)
        listener.validationDidStart = (context) =>
          runAll(validation, (part) => part.validationDidStart!(context));
      const resolved = having('didResolveOperation');
      if (resolved.length)
        listener.didResolveOperation = (context) =>
          runAll(resolved, (part) => part.didResolveOperation!(context));
      const executing = having('executionDidStart');
      if (executing.length)
        listener.executionDidStart = (context) =>
          runAll(executing, (part) => part.executionDidStart!(context));
      const failing = having('didEncounterErrors');
      if (failing.length)
        listener.didEncounterErrors = (context) =>
          runAll(failing, (part) => part.didEncounterErrors!(context));
      const sending = having('willSendResponse');
      if (sending.length)
        listener.willSendResponse = (context) =>
          runAll(sending, (part) => part.willSendResponse!(context));
      return listener;
    },
  };
}

const isFunction = <T>(value: T | void): value is T => typeof value === 'function';
