import { SetupChecklist } from '../../features/setup/components/setup-checklist.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-2xl p-4">
      <h1 className="mb-1 text-xl font-semibold">Setup checklist</h1>
      <p className="mb-4 text-sm text-stone-600">What your shop needs before shoppers can enquire.</p>
      <SetupChecklist />
    </div>
  );
}
