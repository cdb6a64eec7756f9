import { ApolloLink } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { createApolloClient } from '../apollo/client';

type Variables = Record<string, unknown>;
export type MockResponse = FormattedExecutionResult;
/** A result, a function of the variables, or `'pending'` for a request that never answers. */
export type MockHandler =
  MockResponse | 'pending' | ((variables: Variables) => MockResponse | Promise<MockResponse>);
export type MockCall = {
  operationName: string;
  variables: Variables;
  headers: Record<string, string>;
};

/**
 * An Apollo client whose terminating link answers by operation name. It runs behind the
 * app's real auth link, so recorded headers show what would go over the wire. An
 * operation without a handler fails the request (and is recorded), like an unmocked call.
 */
export function createMockClient(handlers: Record<string, MockHandler> = {}) {
  const calls: MockCall[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FormattedExecutionResult>((observer) => {
        const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
        calls.push({
          operationName: operation.operationName ?? '',
          variables: operation.variables,
          headers,
        });
        const handler = handlers[operation.operationName ?? ''];
        if (handler === 'pending') return;
        if (handler === undefined) {
          observer.error(new Error(`No mock for operation ${operation.operationName}`));
          return;
        }
        Promise.resolve(
          typeof handler === 'function' ? handler(operation.variables) : handler,
        ).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  const client = createApolloClient(link);
  const callsOf = (name: string) => calls.filter((call) => call.operationName === name);
  return { client, calls, callsOf };
}

export function gqlError(message: string, code = 'BAD_USER_INPUT'): MockResponse {
  return { data: null, errors: [{ message, extensions: { code } }] };
}
