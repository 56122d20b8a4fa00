import { useLiveState } from '../live-store.ts';

/** Green "Live" while events stream in; grey "Reconnecting…" otherwise. */
export function LiveIndicator({ compact = false }: { compact?: boolean }) {
  const { connected } = useLiveState();
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-semibold" role="status">
      <span
        className={`size-2.5 rounded-full ${connected ? 'bg-green-500 shadow-[0_0_0_3px_rgba(34,197,94,0.25)]' : 'bg-stone-400'}`}
        aria-hidden="true"
      />
      <span className={compact ? 'sr-only' : ''}>{connected ? 'Live' : 'Reconnecting…'}</span>
    </span>
  );
}
