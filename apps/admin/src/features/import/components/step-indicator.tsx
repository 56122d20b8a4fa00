const STEPS = ['Upload', 'Preview', 'Apply'] as const;

export function StepIndicator({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol className="mb-4 flex items-center gap-2 text-sm" aria-label="Import steps">
      {STEPS.map((label, i) => (
        <li
          key={label}
          className="flex flex-1 items-center gap-2"
          aria-current={i === current ? 'step' : undefined}
        >
          <span
            className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
              i < current
                ? 'bg-green-700 text-white'
                : i === current
                  ? 'bg-brand-700 text-white'
                  : 'bg-stone-200 text-stone-600'
            }`}
          >
            {i < current ? '✓' : i + 1}
          </span>
          <span className={i === current ? 'font-bold text-brand-900' : 'text-stone-600'}>{label}</span>
          {i < STEPS.length - 1 && <span aria-hidden="true" className="h-px flex-1 bg-stone-300" />}
        </li>
      ))}
    </ol>
  );
}
