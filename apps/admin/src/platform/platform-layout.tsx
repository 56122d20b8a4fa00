import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from 'react-router';
import { operatorToken, platformFetch, type Operator } from './platform-api.ts';

export function PlatformLayout() {
  const me = useQuery({
    queryKey: ['platform', 'me'],
    queryFn: () => platformFetch<Operator>('GET', '/auth/me'),
  });
  async function signOut() {
    await platformFetch('DELETE', '/auth/session').catch(() => undefined);
    operatorToken.set(null);
  }
  return (
    <div className="min-h-dvh bg-stone-100">
      <header className="bg-brand-950 text-white">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
          <Link to="/" className="font-bold">
            <span className="text-saffron-400">Pataka</span> platform
          </Link>
          <span className="ml-auto truncate text-sm text-stone-300">{me.data?.name}</span>
          <button
            type="button"
            onClick={() => void signOut()}
            className="rounded-lg px-2 py-1 text-sm underline"
          >
            Sign out
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-5">
        <Outlet />
      </main>
    </div>
  );
}
