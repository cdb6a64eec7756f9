import { useApolloClient } from '@apollo/client/react';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from 'react';
import { ErrorCode, errorCode } from '../../../apollo/errors';
import { clearToken, getToken } from '../../../apollo/token';
import type { LogInInput, SignUpInput } from '../../../gql/graphql';
import {
  AuthContext,
  type AuthContextValue,
  type AuthOutcome,
  type SessionUser,
} from '../hooks/authContext';
import { authReducer, initialAuthState, unknownAuthState } from '../hooks/authReducer';
import { LOG_OUT_MUTATION, ME_QUERY } from '../graphql/session';
import type { SignInRequest } from '../hooks/signIn';

/** Signing in loads on first use (it is not part of the first download of a public page). */
const loadSignIn = () => import('../hooks/signIn');

/**
 * `serverRendered`: the page arrived rendered by the server for an anonymous visitor and
 * this browser holds no session (startApp.tsx renders a signed-in reader's page itself).
 * The first frame is then the server's (session unknown, page shown, nothing read from this
 * browser), and the visitor is signed out right after hydration.
 */
export function AuthProvider({
  children,
  serverRendered = false,
}: {
  children: ReactNode;
  serverRendered?: boolean;
}) {
  const client = useApolloClient();
  const [state, dispatch] = useReducer(authReducer, undefined, () =>
    serverRendered ? unknownAuthState() : initialAuthState(Boolean(getToken())),
  );

  const endSession = useCallback(() => {
    clearToken();
    dispatch({ type: 'sessionEnded' });
    void client.clearStore();
  }, [client]);

  // Session start: a stored token is re-checked with `me`. A refused token (null, or
  // UNAUTHENTICATED) ends the session; without an answer (offline, a failing server) the
  // reader is shown signed out but keeps the token, and the check runs again once online.
  useEffect(() => {
    if (!getToken()) {
      // In a transition: every part that waits for the session renders again, and on a slow
      // phone that render, right after hydrating, must not hold the main thread in one task.
      if (serverRendered) startTransition(() => dispatch({ type: 'sessionEnded' }));
      return;
    }
    let active = true;
    const check = () =>
      client
        .query({ query: ME_QUERY, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          if (!active) return;
          if (!data?.me) return endSession();
          dispatch({ type: 'session', user: data.me });
        })
        .catch((error: unknown) => {
          if (!active) return;
          if (errorCode(error) === ErrorCode.UNAUTHENTICATED) endSession();
          else {
            dispatch({ type: 'sessionEnded' });
            window.addEventListener('online', check, { once: true });
          }
        });
    void check();
    return () => {
      active = false;
      window.removeEventListener('online', check);
    };
  }, [client, endSession, serverRendered]);

  const refreshSession = useCallback(async () => {
    if (!getToken()) {
      if (state.isAuthenticated) endSession();
      return;
    }
    try {
      const { data } = await client.query({ query: ME_QUERY, fetchPolicy: 'network-only' });
      if (data?.me) dispatch({ type: 'session', user: data.me });
      else endSession();
    } catch (error) {
      // A flaky network should not sign the user out; a rejected token should.
      if (errorCode(error) === ErrorCode.UNAUTHENTICATED) endSession();
    }
  }, [client, endSession, state.isAuthenticated]);

  const authenticate = useCallback(
    async (request: SignInRequest): Promise<AuthOutcome> => {
      dispatch({ type: 'request' });
      const outcome = await loadSignIn().then(
        (module) => module.signIn(client, request),
        // The sign-in code could not be fetched (offline, or a new release replaced it): the
        // browser's own words, since the texts come with that code.
        (error: unknown) => ({ ok: false as const, message: String(error) }),
      );
      if (!outcome.ok) {
        dispatch({ type: 'failure', message: outcome.message });
        return outcome;
      }
      dispatch({ type: 'success', user: outcome.user, isReactivated: outcome.isReactivated });
      return { ok: true, isReactivated: outcome.isReactivated };
    },
    [client],
  );

  const logIn = useCallback(
    (input: LogInInput) => authenticate({ kind: 'logIn', input }),
    [authenticate],
  );

  const signUp = useCallback(
    (input: SignUpInput) => authenticate({ kind: 'signUp', input }),
    [authenticate],
  );

  const logOut = useCallback(() => {
    const token = getToken();
    if (token) {
      // Sent with the token explicitly because it is removed right away; the outcome does not matter.
      client
        .mutate({
          mutation: LOG_OUT_MUTATION,
          context: { headers: { Authorization: `Bearer ${token}` } },
        })
        .catch(() => undefined);
    }
    clearToken();
    dispatch({ type: 'logout' });
    void client.clearStore();
  }, [client]);

  const setUser = useCallback((user: SessionUser) => dispatch({ type: 'setUser', user }), []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, logIn, signUp, logOut, refreshSession, setUser }),
    [state, logIn, signUp, logOut, refreshSession, setUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
