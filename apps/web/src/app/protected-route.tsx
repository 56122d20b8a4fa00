import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { useAuth, wasSessionExpired } from '../lib/auth.ts';
import { useCustomer } from '../lib/customer.ts';
import { PageSpinner } from '@pataka/ui/spinner';

/**
 * Guards /favorites, /profile, /enquiries (§2, §6). A visitor goes to /login with the origin location
 * (router state `from`, and `?redirectTo=` so it survives a reload). A stored session is confirmed
 * with GET /customers/me first: the Loading spinner shows while that resolves; an expired token
 * answers 401 and the API client's rule signs out.
 */
export function ProtectedRoute() {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  const customer = useCustomer();

  if (!isLoggedIn) {
    // A token the server refused mid-session: §4 sends the shopper home with credentials cleared.
    if (wasSessionExpired()) return <Navigate to={paths.home.path} replace />;
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login.getHref(from)} replace state={{ from: location }} />;
  }
  if (customer.isPending) return <PageSpinner />;
  // Anything but a 401 (e.g. offline) still shows the page from the stored user.
  return <Outlet />;
}
