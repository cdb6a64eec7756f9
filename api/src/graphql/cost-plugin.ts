import type { GraphQLRequestContextWillSendResponse } from '@apollo/server';
import { GraphQLError, parse, type GraphQLSchema } from 'graphql';
import { API_LIMITS, MESSAGES } from '../config/limits';
import { poolDbOf, type Db } from '../db/sql';
import { ErrorCode } from '../shared/error-codes';
import { budgetNumbers, type BudgetState, type GraphQLBudget } from './budget';
import { callerKey, type Caller } from './caller';
import type { GraphQLContext } from './context';
import { requestedCost, type RequestedCost } from './cost';
import { actualCost } from './cost-answer';
import { documentSizeError, sourceSizeError } from './document-size';
import { CostCache, MAX_QUERY_COST, MAX_QUERY_NODES } from './limits';
import { unavailableEngine } from '../shared/unavailable';
import type { RequestPart } from './request-plugin';

/** What one request cost, for its answer and the `rateLimit` field. */
export interface RequestCost {
  requested: RequestedCost;
  actual: number;
  /** The caller's budget after this request; undefined when the caller has none. */
  budget?: BudgetState;
}

const costs = new WeakMap<object, RequestCost>();

/** The cost of the request a resolver runs in (its context), once the operation is priced. */
export function requestCostOf(context: object): RequestCost | undefined {
  return costs.get(context);
}

/** The `x-ratelimit-*` headers of a caller's budget (and Retry-After when it was refused). */
export function rateLimitHeaders(state: BudgetState | undefined): [string, string][] {
  if (!state) return [];
  const numbers = budgetNumbers(state);
  const headers: [string, string][] = [
    ['x-ratelimit-limit', String(numbers.limit)],
    ['x-ratelimit-remaining', String(numbers.remaining)],
    ['x-ratelimit-used', String(numbers.used)],
    ['x-ratelimit-reset', String(numbers.resetAt)],
  ];
  if (!state.charged) headers.push(['retry-after', String(numbers.retryAfter)]);
  return headers;
}

/** An answer's `extensions.cost`: what it asked for, what it used, and the budget left. */
export function costExtension(cost: RequestCost) {
  const numbers = cost.budget && budgetNumbers(cost.budget);
  return {
    requested: cost.requested.cost,
    actual: cost.actual,
    maximum: MAX_QUERY_COST,
    ...(numbers
      ? {
          throttleStatus: {
            limit: numbers.limit,
            remaining: numbers.remaining,
            used: numbers.used,
            resetAt: numbers.resetAt,
          },
        }
      : {}),
  };
}

/** A request that never ran still costs this much of the budget (GitHub's minimum). */
const UNEXECUTED_COST = 1;

/**
 * Stands in for a document refused before validation, so the refusal goes out through
 * Apollo's usual error path (willSendResponse: cost extension, rate-limit headers) instead
 * of an exception; validating it fails at once, and the answer's errors are replaced by
 * the refusal below.
 */
const REFUSED_DOCUMENT = parse('{ __refusedBeforeValidation }', { noLocation: true });

/** Over the maximum cost or node count: both numbers, the message names the one exceeded. */
const expensive = ({ cost, nodes }: RequestedCost) =>
  new GraphQLError(
    nodes > MAX_QUERY_NODES
      ? MESSAGES.queryTooManyNodes(nodes, MAX_QUERY_NODES)
      : MESSAGES.queryTooExpensive(cost, MAX_QUERY_COST),
    {
      extensions: {
        code: ErrorCode.MAX_COST_EXCEEDED,
        cost: { requested: cost, maximum: MAX_QUERY_COST },
        nodes: { requested: nodes, maximum: MAX_QUERY_NODES },
        http: { status: 400 },
      },
    },
  );

const tooManyTokens = () =>
  new GraphQLError(MESSAGES.queryTooManyTokens(API_LIMITS.maxQueryTokens), {
    extensions: {
      code: ErrorCode.MAX_COST_EXCEEDED,
      tokens: { maximum: API_LIMITS.maxQueryTokens },
    },
  });

/**
 * Prices every GraphQL request and charges it to the caller's budget (graphql/cost.ts says
 * how a query is priced, graphql/budget.ts how budgets are kept):
 *
 * 1. before validation: documents over the size limits (bytes of the text, comments
 *    included; tokens; fields) are refused (graphql/document-size.ts);
 * 2. before execution: the requested cost and node count, refused over their maximum
 *    (MAX_COST_EXCEEDED, 400), then charged to the caller (RATE_LIMITED, 429, when it does
 *    not fit);
 * 3. after execution: the actual cost from the answer; the difference is refunded.
 *
 * Every answer that reaches Apollo's request pipeline carries `extensions.cost` and, when the
 * caller has a budget, the `x-ratelimit-*` headers.
 */
export function costPlugin(
  schema: GraphQLSchema,
  budget: GraphQLBudget,
): RequestPart<GraphQLContext> {
  const cache = new CostCache(schema);

  const headersAndExtensions = (
    { response }: GraphQLRequestContextWillSendResponse<GraphQLContext>,
    cost: RequestCost,
  ) => {
    for (const [name, value] of rateLimitHeaders(cost.budget))
      response.http.headers.set(name, value);
    if (response.body.kind !== 'single') return;
    const result = response.body.singleResult;
    result.extensions = { ...result.extensions, cost: costExtension(cost) };
  };

  /** Charges the requested cost; refuses the request when it does not fit. */
  const charge = async (db: () => Db, cost: RequestCost, caller: Caller) => {
    cost.budget = await budget.charge(db, caller, cost.requested.cost);
    if (cost.budget && !cost.budget.charged) {
      const numbers = budgetNumbers(cost.budget);
      throw new GraphQLError(
        MESSAGES.budgetExceeded(cost.requested.cost, numbers.remaining, numbers.retryAfter),
        {
          extensions: {
            code: ErrorCode.RATE_LIMITED,
            retryAfter: numbers.retryAfter,
            http: { status: 429 },
          },
        },
      );
    }
  };

  /** A request refused or invalid before it was charged: the minimum charge, then the answer's cost. */
  const chargeUnexecuted = async (
    db: () => Db,
    cost: RequestCost,
    caller: Caller,
    requestContext: GraphQLRequestContextWillSendResponse<GraphQLContext>,
  ) => {
    try {
      cost.budget = await budget.charge(db, caller, UNEXECUTED_COST);
    } catch (error) {
      // The database is down (the answer is already a 503): nothing to charge.
      if (!unavailableEngine(error)) throw error;
    }
    if (cost.budget?.charged) cost.actual = UNEXECUTED_COST;
    headersAndExtensions(requestContext, cost);
  };

  return {
    requestDidStart({ contextValue }) {
      const cost: RequestCost = { requested: { cost: 0, nodes: 0 }, actual: 0 };
      costs.set(contextValue, cost);
      let refusal: GraphQLError | undefined;
      let executed = false;
      let caller: Caller | undefined;
      // The charge runs on the read pool, outside any transaction (graphql/budget.ts), and
      // never makes the request's EntityManager fork.
      const db = () => poolDbOf(contextValue.deps);

      return {
        parsingDidStart() {
          return (error) => {
            // graphql-js's parser stops at API_LIMITS.maxQueryTokens: refused as too large, like
            // the other size limits, rather than as a syntax error.
            if (error?.message.includes('tokens. Parsing aborted')) refusal = tooManyTokens();
          };
        },

        validationDidStart(requestContext) {
          refusal =
            sourceSizeError(requestContext.source) ?? documentSizeError(requestContext.document);
          if (refusal) (requestContext as { document: unknown }).document = REFUSED_DOCUMENT;
        },

        didResolveOperation({ request, document, operation }) {
          const cached = cache.lookup(
            document,
            operation,
            request.operationName,
            request.variables,
          );
          let requested: RequestedCost;
          if (cached.cost !== undefined) requested = cached.cost;
          else
            try {
              requested = requestedCost(schema, document, request.operationName, request.variables);
              cached.store?.(requested);
            } catch (error) {
              // Pricing coerces the variables first: a missing or mistyped variable is the
              // client's error (400 BAD_USER_INPUT, as graphql-js would report it), not a 500.
              if (error instanceof GraphQLError) {
                throw new GraphQLError(error.message, {
                  nodes: error.nodes,
                  extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
                });
              }
              throw error;
            }
          cost.requested = requested;
          if (requested.nodes > MAX_QUERY_NODES || requested.cost > MAX_QUERY_COST)
            throw expensive(requested);
          caller = callerKey(contextValue);
          return charge(db, cost, caller);
        },

        executionDidStart() {
          executed = true;
        },

        willSendResponse(requestContext) {
          const { response, document, operation } = requestContext;
          if (refusal && response.body.kind === 'single') {
            const { http: _http, ...extensions } = refusal.extensions;
            response.body.singleResult.errors = [{ message: refusal.message, extensions }];
            response.http.status = 400;
          }
          if (executed && operation && document && response.body.kind === 'single') {
            const actual = actualCost(schema, document, operation, response.body.singleResult.data);
            cost.actual = Math.min(actual, cost.requested.cost);
            if (caller && cost.budget)
              budget.refund(caller, cost.budget, cost.requested.cost - cost.actual);
          } else if (!cost.budget) {
            // Refused or invalid before it was charged: the minimum charge, so that a flood of
            // bad documents is not free (and the answer has budget headers like any other).
            caller ??= callerKey(contextValue);
            return chargeUnexecuted(db, cost, caller, requestContext);
          }
          headersAndExtensions(requestContext, cost);
        },
      };
    },
  };
}
