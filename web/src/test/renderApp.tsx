import { ApolloProvider } from '@apollo/client/react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TOKEN_KEY } from '../apollo/token';
import { AuthProvider } from '../modules/auth/components/AuthProvider';
import { AppRoutes } from '../routes';
import { buildUser } from './fixtures';
import { createMockClient, type MockHandler } from './mockClient';

/** Shows the router's current location so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function Passthrough({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export type RenderAppOptions = {
  route?: string;
  handlers?: Record<string, MockHandler>;
  /** Signs in as this user: stores a token and answers `Me` with the user. */
  signedInAs?: ReturnType<typeof buildUser>;
  /** Renders these routes instead of the app's route table. */
  routes?: ReactNode;
  fakeTimers?: boolean;
  /** Wraps the app, e.g. in a context provider that replaces a browser-only dependency. */
  wrapper?: ComponentType<{ children: ReactNode }>;
};

/** Renders inside act() so lazy pages and the session check settle before assertions. */
export async function renderApp({
  route = '/',
  handlers = {},
  signedInAs,
  routes,
  fakeTimers = false,
  wrapper: Wrapper = Passthrough,
}: RenderAppOptions = {}) {
  if (signedInAs) {
    window.localStorage.setItem(TOKEN_KEY, 'session-token');
    // The bell in the nav bar asks for the unread count on every page; the account page for
    // the digest choices.
    handlers = {
      Me: { data: { me: signedInAs } },
      UnreadNotificationCount: { data: { unreadNotificationCount: 0 } },
      NotificationPreferences: { data: { notificationPreferences: [] } },
      ...handlers,
    };
  }
  const mock = createMockClient(handlers);
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  let utils!: RenderResult;
  await act(async () => {
    utils = render(
      <Wrapper>
        <ApolloProvider client={mock.client}>
          <MemoryRouter initialEntries={[route]} useTransitions={false}>
            <AuthProvider>
              {routes ? <Routes>{routes}</Routes> : <AppRoutes />}
              <Routes>
                <Route path="*" element={<LocationProbe />} />
              </Routes>
            </AuthProvider>
          </MemoryRouter>
        </ApolloProvider>
      </Wrapper>,
    );
  });
  const location = () => utils.getByTestId('location').textContent;
  return { ...utils, ...mock, user, location };
}
