import { useEffect } from 'react';
import { BrowserRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import { setApiNavigator } from '../lib/api-client.ts';
import { AppRoutes, pageIdOf, preloadPage } from './routes.tsx';

/** The first page's chunk, before hydrating: the server's HTML for it is then hydrated in one pass. */
export function loadInitialPage(pathname: string) {
  const id = pageIdOf(pathname);
  return id ? preloadPage(id) : Promise.resolve();
}

/** The 401 rule (§4) moves home through the router instead of reloading the page. */
function ApiNavigator() {
  const navigate = useNavigate();
  useEffect(() => setApiNavigator((to) => void navigate(to)), [navigate]);
  return null;
}

/** A new page starts at the top; back and forward leave the scroll to the browser. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}

/**
 * Everything inside the router, the same on the server (<StaticRouter>) and in the browser: the tree above
 * a component must match for hydration, useId's ids included.
 */
export function AppContent() {
  return (
    <>
      <ApiNavigator />
      <ScrollToTop />
      <AppRoutes />
    </>
  );
}

export function AppRouter() {
  // The first commit (hydration done, or the first client render): the bench's traces measure the
  // main-thread work between pataka:hydrate-start (entry-client.tsx) and this mark. A hook here, not a
  // component beside the app: another element would shift every useId and break hydration.
  useEffect(() => {
    if (!performance.getEntriesByName('pataka:hydrated').length) performance.mark('pataka:hydrated');
  }, []);
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
