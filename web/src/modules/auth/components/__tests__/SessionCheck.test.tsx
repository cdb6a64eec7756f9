import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { getToken, TOKEN_KEY } from '../../../../apollo/token';
import { buildUser } from '../../../../test/fixtures';
import { gqlError } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';
import { useAuth } from '../../hooks/useAuth';

function Who() {
  const { isAuthenticated, user } = useAuth();
  return <p>{isAuthenticated ? `signed in as ${user?.username}` : 'signed out'}</p>;
}

const routes = <Route path="*" element={<Who />} />;

beforeEach(() => window.localStorage.setItem(TOKEN_KEY, 'stored-token'));
afterEach(() => window.localStorage.clear());

test('a refused token ends the session and forgets the token', async () => {
  await renderApp({ routes, handlers: { Me: gqlError('Sign in again', 'UNAUTHENTICATED') } });
  expect(await screen.findByText('signed out')).toBeInTheDocument();
  expect(getToken()).toBeNull();
});

test('without an answer (offline) the token is kept and the check runs again once online', async () => {
  const reader = buildUser({ username: 'offline_reader' });
  let online = false;
  await renderApp({
    routes,
    handlers: {
      Me: () => (online ? { data: { me: reader } } : Promise.reject(new Error('Failed to fetch'))),
    },
  });
  expect(await screen.findByText('signed out')).toBeInTheDocument();
  expect(getToken()).toBe('stored-token');
  online = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('signed in as offline_reader')).toBeInTheDocument();
});
