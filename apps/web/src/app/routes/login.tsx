// /login (§2, §4): phone → one-time code → (new phone) registration, then back where the shopper came from.
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ShieldIcon } from '../../components/ui/icons.tsx';
import { PERSONAL_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { routesText as t } from './messages.ts';
import { useAuth } from '../../lib/auth.ts';
import { toast } from '../../lib/toast.ts';
import { LoginFlow } from '../../features/auth/components/login-flow.tsx';
import { redirectTarget } from '../../features/auth/redirect-target.ts';

export function Component() {
  const copy = PERSONAL_COPY.login();
  usePageMeta(copy.title, copy.description);
  const location = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn } = useAuth();
  const target = redirectTarget(location);

  if (isLoggedIn) return <Navigate to={target} replace />;

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-8 sm:py-14">
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <LoginFlow
          onSignedIn={(customer) => {
            toast.success(customer.name ? t.welcomeName(customer.name) : t.welcome);
            navigate(target, { replace: true });
          }}
        />
      </div>
      <p className="mt-4 flex items-center justify-center gap-2 text-center text-xs text-stone-600">
        <ShieldIcon className="size-4 shrink-0 text-green-700" />
        {t.loginNote}
      </p>
    </section>
  );
}
