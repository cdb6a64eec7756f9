import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { MESSAGES } from '@shared/limits';
import { ErrorCode, errorCode, errorMessage } from '../../../apollo/errors';
import { clearToken, getToken, setToken } from '../../../apollo/token';
import type { LogInInput, SignUpInput } from '../../../gql/graphql';
import {
  AuthContext,
  type AuthContextValue,
  type AuthOutcome,
  type SessionUser,
} from '../hooks/authContext';
import { authReducer, initialAuthState, unknownAuthState } from '../hooks/authReducer';
import { mergeLocalProgress } from '../../progress/utils/mergeLocalProgress';
import { LOG_IN_MUTATION, LOG_OUT_MUTATION, ME_QUERY, SIGN_UP_MUTATION } from '../graphql/session';

/**
 * `serverRendered`: the page arrived rendered by the server for an anonymous visitor. The
 * first frame is then the server's (session unknown, page shown, nothing read from this
 * browser); the stored session is looked at after hydration, and once a signed-in session is
 * confirmed the page's queries are asked again for what the viewer may see and do.
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
      if (serverRendered) dispatch({ type: 'sessionEnded' });
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
          // The server rendered for a visitor: viewer-specific fields (what the viewer may
          // do, their reactions) are asked again, the anonymous answers staying on screen
          // until the new ones arrive. From the network even within the client's first
          // moments, when it would otherwise answer from the server's cache.
          if (serverRendered) {
            client.prioritizeCacheValues = false;
            void client.refetchQueries({ include: 'active' });
          }
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
    async (
      run: () => Promise<{ token: string; user: SessionUser; isReactivated: boolean }>,
    ): Promise<AuthOutcome> => {
      dispatch({ type: 'request' });
      try {
        const payload = await run();
        setToken(payload.token);
        await mergeLocalProgress(client);
        await client.clearStore();
        dispatch({ type: 'success', user: payload.user, isReactivated: payload.isReactivated });
        return { ok: true, isReactivated: payload.isReactivated };
      } catch (error) {
        const message = errorMessage(error, MESSAGES.genericError);
        dispatch({ type: 'failure', message });
        return { ok: false, message };
      }
    },
    [client],
  );

  const logIn = useCallback(
    (input: LogInInput) =>
      authenticate(async () => {
        const { data } = await client.mutate({ mutation: LOG_IN_MUTATION, variables: { input } });
        if (!data) throw new Error('Empty response');
        return data.logIn;
      }),
    [authenticate, client],
  );

  const signUp = useCallback(
    (input: SignUpInput) =>
      authenticate(async () => {
        const { data } = await client.mutate({ mutation: SIGN_UP_MUTATION, variables: { input } });
        if (!data) throw new Error('Empty response');
        return { ...data.signUp, isReactivated: false };
      }),
    [authenticate, client],
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
