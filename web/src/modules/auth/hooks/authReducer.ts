import type { AuthState, SessionUser } from './authContext';

export type AuthAction =
  | { type: 'request' }
  | { type: 'success'; user: SessionUser; isReactivated: boolean }
  | { type: 'failure'; message: string }
  | { type: 'session'; user: SessionUser }
  | { type: 'sessionEnded' }
  | { type: 'setUser'; user: SessionUser }
  | { type: 'logout' };

export function initialAuthState(hasToken: boolean): AuthState {
  return {
    isFetching: hasToken,
    isAuthenticated: hasToken ? null : false,
    user: null,
    isReactivated: false,
    hasError: false,
    errorMessage: null,
    isSessionLoading: hasToken,
  };
}

/**
 * The first frame of a server-rendered page, on the server and in the browser alike: the
 * session is not known yet (the token is in this browser's storage, which the server never
 * sees), the page is shown, and parts that depend on the viewer wait.
 */
export function unknownAuthState(): AuthState {
  return { ...initialAuthState(false), isAuthenticated: null };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'request':
      return {
        ...state,
        isFetching: true,
        isAuthenticated: null,
        hasError: false,
        errorMessage: null,
      };
    case 'success':
      return {
        ...state,
        isFetching: false,
        isAuthenticated: true,
        user: action.user,
        isReactivated: action.isReactivated,
        isSessionLoading: false,
      };
    case 'failure':
      return {
        ...state,
        isFetching: false,
        isAuthenticated: false,
        user: null,
        hasError: true,
        errorMessage: action.message,
      };
    case 'session':
      return {
        ...state,
        isFetching: false,
        isAuthenticated: true,
        user: action.user,
        isSessionLoading: false,
      };
    case 'sessionEnded':
    case 'logout':
      return {
        ...state,
        isFetching: false,
        isAuthenticated: false,
        user: null,
        isReactivated: false,
        isSessionLoading: false,
      };
    case 'setUser':
      return { ...state, user: action.user };
  }
}
