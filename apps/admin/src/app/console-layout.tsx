// The console's frame: a compact top bar and bottom tabs on phones, a left sidebar on the counter PC.
import { Suspense, useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Modal } from '@pataka/ui/modal';
import { PageSpinner } from '@pataka/ui/spinner';
import { paths } from '../config/paths.ts';
import { navGroupsFor } from './nav-links.ts';
import { ToastStack } from '../components/toast-stack.tsx';
import { MenuIcon } from '@pataka/ui/icons';
import { BellIcon, ChartIcon, InboxIcon, UsersIcon } from '../components/icons.tsx';
import { useAuth } from '../lib/auth.ts';
import { useCompany } from '../lib/company.ts';
import { LiveIndicator } from '../features/live/components/live-indicator.tsx';
import { useLiveEvents } from '../features/live/hooks/use-live-events.ts';
import { liveStore, useLiveState } from '../features/live/live-store.ts';
import { ConsoleMenu } from './console-menu.tsx';
import { NavigationBar } from './screen-loading.tsx';
import { PayeeBanner } from '../features/payee/payee-banner.tsx';
import { useTwoStepStatus } from '../features/two-step/api/two-step.ts';

const TABS = [
  { to: paths.inbox.getHref(), label: 'Inbox', Icon: InboxIcon, end: true },
  { to: paths.dashboard.getHref(), label: 'Dashboard', Icon: ChartIcon, end: false },
  { to: paths.customers.getHref(), label: 'Customers', Icon: UsersIcon, end: false },
] as const;

const sideLink = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10'}`;

export function ConsoleLayout() {
  useLiveEvents();
  const { user } = useAuth();
  const company = useCompany();
  const { unseen } = useLiveState();
  const location = useLocation();
  const navigate = useNavigate();
  const [moreOpen, setMoreOpen] = useState(false);
  const shopName = company.data?.companyName ?? 'Shop desk';
  const isOwner = user?.role === 'owner';
  const onInbox = location.pathname === paths.inbox.getHref();
  const twoStep = useTwoStepStatus();
  // The shop requires two-step sign-in and this member has not set it up: nothing else until they do.
  const mustEnrol = twoStep.data?.requiredForTeam === true && !twoStep.data.enabled;

  // On the inbox the new rows show themselves; elsewhere the badge counts them.
  useEffect(() => {
    if (onInbox) liveStore.markSeen();
  }, [onInbox, unseen]);
  useEffect(() => setMoreOpen(false), [location.pathname]);

  const badge = unseen > 0 && (
    <button
      type="button"
      onClick={() => navigate(paths.inbox.getHref())}
      className="inline-flex h-8 items-center gap-1 rounded-full bg-saffron-400 px-2.5 text-xs font-bold text-brand-950"
      aria-label={`${unseen} new since you looked — open the inbox`}
    >
      <BellIcon className="size-4" />
      {unseen > 99 ? '99+' : unseen}
    </button>
  );

  return (
    <div className="min-h-dvh lg:flex">
      <ToastStack />
      <NavigationBar />
      {/* Phones: compact top bar */}
      <header className="sticky top-0 z-40 flex h-12 items-center gap-2 bg-brand-900 px-3 text-white lg:hidden">
        <p className="min-w-0 flex-1 truncate text-base font-bold">{shopName}</p>
        {badge}
        <LiveIndicator />
      </header>

      {/* Desktop: sidebar */}
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col bg-brand-900 p-3 text-white lg:flex">
        <div className="px-3 pt-2 pb-4">
          <p className="truncate text-lg font-bold">{shopName}</p>
          <div className="mt-1 flex items-center gap-2">
            <LiveIndicator />
            {badge}
          </div>
        </div>
        <nav aria-label="Console" className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto">
          {TABS.map(({ to, label, Icon, end }) => (
            <NavLink key={to} to={to} end={end} className={sideLink}>
              <Icon className="size-5" />
              {label}
            </NavLink>
          ))}
          {navGroupsFor(isOwner).map((group) => (
            <div key={group.title} className="mt-3">
              <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-brand-200 uppercase">
                {group.title}
              </p>
              {group.links.map((l) => (
                <NavLink key={l.to} to={l.to} className={sideLink}>
                  <span className="size-5" aria-hidden="true" />
                  {l.label}
                </NavLink>
              ))}
            </div>
          ))}
        </nav>
        <div className="mt-auto border-t border-white/15 pt-3">
          <ConsoleMenu tone="dark" />
        </div>
      </aside>

      <main className="min-w-0 flex-1 pb-20 lg:pb-0">
        <PayeeBanner />
        <Suspense fallback={<PageSpinner />}>
          {mustEnrol && location.pathname !== paths.twoStep.getHref() ? (
            <Navigate to={paths.twoStep.getHref()} replace />
          ) : (
            <Outlet />
          )}
        </Suspense>
      </main>

      {/* Phones: bottom tabs, thumb reach */}
      <nav
        aria-label="Console"
        className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-4 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        {TABS.map(({ to, label, Icon, end }) => (
          <NavLink
            key={to}
            to={to}
            end={end}
            className={({ isActive }) =>
              `flex h-14 flex-col items-center justify-center gap-0.5 text-xs font-semibold ${isActive ? 'text-brand-700' : 'text-stone-600'}`
            }
          >
            <Icon className="size-5" />
            {label}
          </NavLink>
        ))}
        <button
          type="button"
          onClick={() => setMoreOpen(true)}
          className="flex h-14 flex-col items-center justify-center gap-0.5 text-xs font-semibold text-stone-600"
        >
          <MenuIcon className="size-5" />
          More
        </button>
      </nav>
      <Modal open={moreOpen} onClose={() => setMoreOpen(false)} title="More" size="sm">
        <nav aria-label="More" className="mb-3 flex flex-col gap-1">
          {navGroupsFor(isOwner).map((group) => (
            <div key={group.title}>
              <p className="px-3 pt-2 text-xs font-semibold tracking-wide text-stone-500 uppercase">
                {group.title}
              </p>
              {group.links.map((l) => (
                <NavLink
                  key={l.to}
                  to={l.to}
                  onClick={() => setMoreOpen(false)}
                  className="block rounded-lg px-3 py-2.5 font-semibold hover:bg-stone-100"
                >
                  {l.label}
                </NavLink>
              ))}
            </div>
          ))}
        </nav>
        <ConsoleMenu tone="light" />
      </Modal>
    </div>
  );
}
