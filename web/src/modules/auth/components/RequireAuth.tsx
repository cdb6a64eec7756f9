import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../hooks/useAuth';

/** Login-required routes: visitors go to /login; while auth is in progress the route is allowed. */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (isAuthenticated === false)
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
