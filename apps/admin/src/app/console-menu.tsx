// The signed-in member, the sound and notification toggles, and sign-out (sidebar foot / "More" sheet).
import { lazy, Suspense, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@pataka/ui/button';
import { paths } from '../config/paths.ts';
import { useAuth } from '../lib/auth.ts';
import { setSoundEnabled, useSoundEnabled } from '../lib/sound.ts';
import { signOut } from '../features/auth/api/sign-in.ts';

// The push toggle is its own feature (another screen's code); loaded lazily and only if it is built.
const pushModule = Object.values(import.meta.glob('../features/push/components/push-toggle.tsx'))[0] as
  (() => Promise<{ PushToggle: ComponentType }>) | undefined;
const PushToggle = pushModule ? lazy(() => pushModule().then((m) => ({ default: m.PushToggle }))) : null;

export function ConsoleMenu({ tone }: { tone: 'dark' | 'light' }) {
  const { user } = useAuth();
  const sound = useSoundEnabled();
  const navigate = useNavigate();
  const client = useQueryClient();
  const muted = tone === 'dark' ? 'text-brand-200' : 'text-stone-600';

  const onSignOut = async () => {
    await signOut();
    client.clear();
    navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <div className="space-y-3 px-1">
      {user && (
        <p className={`truncate text-xs ${muted}`}>
          Signed in as <span className="font-semibold">{user.name || user.email}</span>
        </p>
      )}
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 text-sm font-semibold">
        Sound on new enquiry
        <input
          type="checkbox"
          className="size-5 accent-saffron-500"
          checked={sound}
          onChange={(e) => setSoundEnabled(e.target.checked)}
        />
      </label>
      {PushToggle && (
        <Suspense fallback={null}>
          <PushToggle />
        </Suspense>
      )}
      <Button
        variant={tone === 'dark' ? 'secondary' : 'outline'}
        size="sm"
        className="w-full"
        onClick={onSignOut}
      >
        Sign out
      </Button>
    </div>
  );
}
