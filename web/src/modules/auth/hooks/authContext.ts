import { createContext } from 'react';
import type { LogInInput, SessionUserFragment, SignUpInput } from '../../../gql/graphql';

export type SessionUser = SessionUserFragment;

/** Auth state (docs/product-rules.md, Flows). `isAuthenticated` is null until known. */
export type AuthState = {
  isFetching: boolean;
  isAuthenticated: boolean | null;
  user: SessionUser | null;
  isReactivated: boolean;
  hasError: boolean;
  errorMessage: string | null;
  /** True only while the stored token is re-checked on start; nothing is rendered meanwhile. */
  isSessionLoading: boolean;
};

export type AuthOutcome = { ok: true; isReactivated: boolean } | { ok: false; message: string };

export type AuthContextValue = AuthState & {
  logIn: (input: LogInInput) => Promise<AuthOutcome>;
  signUp: (input: SignUpInput) => Promise<AuthOutcome>;
  /** Clears the session (token, user, cache) and tells the server, best-effort. */
  logOut: () => void;
  /** Re-reads `me`; a null answer ends the session. */
  refreshSession: () => Promise<void>;
  /** Replaces the stored user after a profile change. */
  setUser: (user: SessionUser) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
