import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { useSessionRefresh } from '../../auth/hooks/useSessionRefresh';
import { Spinner } from '../../../ui/Spinner';
import { useServerHeadCleanup } from '../../../ui/useServerHeadCleanup';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

/**
 * The page frame. Nothing is rendered while the stored session is being checked, except on a
 * page the server rendered: there the session starts unknown and the frame stays (the server
 * and the first browser frame are the same, AuthProvider's `serverRendered`).
 */
export function Layout() {
  const { isSessionLoading } = useAuth();
  useSessionRefresh();
  useServerHeadCleanup();
  if (isSessionLoading) return null;
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NavBar />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
