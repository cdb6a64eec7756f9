import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from './modules/auth/components/AuthProvider';
import { AppRoutes } from './routes';

/**
 * Everything but the router, shared by the browser (App) and the server render
 * (entry-server.tsx, inside a StaticRouter). `serverRendered` says that the first frame must
 * be the one the server drew for an anonymous visitor (AuthProvider).
 */
export function AppShell({
  client,
  serverRendered = false,
  router: Router,
}: {
  client: ApolloClient;
  serverRendered?: boolean;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <Router>
        <AuthProvider serverRendered={serverRendered}>
          <AppRoutes />
        </AuthProvider>
      </Router>
    </ApolloProvider>
  );
}

/**
 * Navigation updates are not wrapped in transitions: leaving a login-only page and
 * ending the session (logout, deactivation) must land in the same render, or the
 * login-only page would briefly redirect to /login.
 */
function Browser({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

export function App({
  client,
  serverRendered = false,
}: {
  client: ApolloClient;
  serverRendered?: boolean;
}) {
  // `data-interactive` once React has taken over the page (hydrated a server-rendered one, or
  // drawn its own): before that, a server-rendered page's buttons are plain markup and a click
  // on them does nothing. Browser tests wait for it before they click. A hook, not a component
  // beside the shell: another node in the tree would change the ids the server gave (useId).
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return <AppShell client={client} serverRendered={serverRendered} router={Browser} />;
}
