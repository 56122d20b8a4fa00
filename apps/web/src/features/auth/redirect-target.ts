import type { Location } from 'react-router';
import { paths } from '../../config/paths.ts';

/**
 * Where to go after signing in: the protected page the visitor came from (router state `from`, or
 * `?redirectTo=` after a reload). Only same-site paths count: "//evil.example" or "https:" would make
 * the sign-in page an open redirect.
 */
export function redirectTarget(location: Pick<Location, 'search' | 'state'>): string {
  const from = (location.state as { from?: Partial<Location> } | null)?.from;
  const fromState = from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : null;
  const fromQuery = new URLSearchParams(location.search).get('redirectTo');
  for (const candidate of [fromState, fromQuery]) {
    if (
      candidate &&
      candidate.startsWith('/') &&
      !candidate.startsWith('//') &&
      !candidate.startsWith('/\\')
    ) {
      if (candidate === paths.login.path || candidate.startsWith(`${paths.login.path}?`)) continue;
      return candidate;
    }
  }
  return paths.home.getHref();
}
