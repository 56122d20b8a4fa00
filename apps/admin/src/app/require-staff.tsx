import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { useAuth } from '../lib/auth.ts';

/** Screens behind sign-in: without a staff token, to the sign-in screen (and back after). */
export function RequireStaff() {
  const { token } = useAuth();
  const location = useLocation();
  if (!token) return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
