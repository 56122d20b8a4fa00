import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.ts';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';

/** Where the staff member was headed before sign-in (only console paths, never the sign-in screen). */
function targetOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    from !== paths.login.path
    ? from
    : paths.inbox.getHref();
}

export function Component() {
  const { token } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const target = targetOf(location.state);
  if (token) return <Navigate to={target} replace />;
  return (
    <main className="flex min-h-dvh items-start justify-center bg-brand-950 px-4 pt-[12vh] pb-8">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl">
        <p className="text-xs font-bold tracking-wide text-saffron-600 uppercase">Pataka</p>
        <h1 className="mt-1 text-2xl font-bold text-brand-900">Shop desk</h1>
        <p className="mt-1 mb-5 text-sm text-stone-600">Sign in to answer enquiries.</p>
        <SignInForm onSignedIn={() => navigate(target, { replace: true })} />
      </div>
    </main>
  );
}
