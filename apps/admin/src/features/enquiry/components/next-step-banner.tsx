import type { StaffOrder } from '../../../lib/order-types.ts';
import { nextStep } from '../next-step.ts';

const TONES = {
  act: 'border-saffron-400 bg-saffron-50 text-brand-950',
  wait: 'border-sky-300 bg-sky-50 text-sky-950',
  done: 'border-stone-300 bg-stone-100 text-stone-800',
} as const;

export function NextStepBanner({ order }: { order: StaffOrder }) {
  const step = nextStep(order);
  return (
    <section aria-label="Next step" className={`rounded-xl border-2 px-4 py-3 ${TONES[step.tone]}`}>
      <p className="text-xs font-bold tracking-wide uppercase opacity-70">Next step</p>
      <p className="text-lg leading-snug font-bold">{step.title}</p>
      <p className="mt-0.5 text-sm">{step.detail}</p>
    </section>
  );
}
