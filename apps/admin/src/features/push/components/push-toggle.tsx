// "Notify me of new enquiries on this device": registers /admin/sw.js, asks permission, subscribes with
// the shop's VAPID key and stores the subscription; turning it off unsubscribes and forgets it.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { deletePushSubscription, getPushPublicKey, savePushSubscription } from '../api/push-subscription.ts';
import { urlBase64ToUint8Array } from '../lib/url-base64.ts';

const SW_URL = '/admin/sw.js';
const SW_SCOPE = '/admin/';

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

// The toggle can be on screen twice (menu and Settings): a change in one re-checks the other.
const changed = new Set<() => void>();
const announceChange = () => changed.forEach((recheck) => recheck());

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SW_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Could not turn on notifications on this device. Try again.';
}

export function PushToggle() {
  const [state, setState] = useState<State>(() =>
    !pushSupported() ? 'unsupported' : Notification.permission === 'denied' ? 'denied' : 'checking',
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const recheck = () => setState((s) => (s === 'unsupported' ? s : 'checking'));
    changed.add(recheck);
    return () => {
      changed.delete(recheck);
    };
  }, []);

  useEffect(() => {
    if (state !== 'checking') return;
    let live = true;
    currentSubscription()
      .then((sub) => {
        if (!live) return;
        const permission = Notification.permission;
        setState(permission === 'denied' ? 'denied' : sub && permission === 'granted' ? 'on' : 'off');
      })
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [state]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      // Ask first, while the tap still counts as a user gesture.
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      const registration = await navigator.serviceWorker.register(SW_URL, { scope: SW_SCOPE });
      await navigator.serviceWorker.ready;
      const { publicKey } = await getPushPublicKey();
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: urlBase64ToUint8Array(publicKey),
        }));
      const json = subscription.toJSON();
      await savePushSubscription({
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      });
      announceChange();
      setState('on');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const { endpoint } = subscription;
        await subscription.unsubscribe();
        await deletePushSubscription(endpoint);
      }
      announceChange();
      setState('off');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Could not turn off notifications. Try again.');
    } finally {
      setBusy(false);
    }
  }, []);

  if (state === 'unsupported') {
    return (
      <p className="text-sm opacity-80" data-testid="push-unsupported">
        This browser cannot show notifications for the console. On Android, open the console in Chrome; on an
        iPhone, add it to the Home Screen first. New enquiries still appear here while the console is open.
      </p>
    );
  }

  if (state === 'denied') {
    return (
      <p className="text-sm opacity-80" data-testid="push-denied">
        Notifications are blocked for this site. Allow them in the browser&apos;s site settings (the lock icon
        next to the address), then come back here.
      </p>
    );
  }

  const on = state === 'on';
  const status = state === 'checking' ? 'Checking…' : busy ? 'Please wait…' : on ? 'On' : 'Off';
  return (
    <div className="space-y-2">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        disabled={busy || state === 'checking'}
        onClick={() => void (on ? turnOff() : turnOn())}
        className={`flex min-h-11 w-full max-w-md items-center gap-3 rounded-lg border px-3 py-2 text-left text-sm disabled:opacity-70 ${
          on ? 'border-green-700 bg-green-50 text-stone-900' : 'border-stone-300 bg-white text-stone-900'
        }`}
      >
        <span
          aria-hidden
          className={`inline-block h-6 w-10 shrink-0 rounded-full p-0.5 transition-colors ${on ? 'bg-green-700' : 'bg-stone-300'}`}
        >
          <span
            className={`block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-4' : ''}`}
          />
        </span>
        <span className="min-w-0">
          <span className="block font-semibold">Notify me of new enquiries on this device</span>
          <span className="block text-xs text-stone-600" aria-live="polite">
            {status}
          </span>
        </span>
      </button>
      {error && (
        <p role="alert" className="text-sm font-medium">
          {error}
        </p>
      )}
    </div>
  );
}
