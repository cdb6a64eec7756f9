import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from './modules/auth/components/AuthProvider';
import { AppRoutes } from './routes';

/**
 * Navigation updates are not wrapped in transitions: leaving a login-only page and
 * ending the session (logout, deactivation) must land in the same render, or the
 * login-only page would briefly redirect to /login.
 */
export function App({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <BrowserRouter useTransitions={false}>
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </BrowserRouter>
    </ApolloProvider>
  );
}
