// The dashboard's reminder while first-run setup is unfinished; gone once the checklist is complete.
import { Link } from 'react-router';
import { buttonClasses } from '@pataka/ui/button';
import { paths } from '../../../config/paths.ts';
import { useSetupChecklist } from '../api/setup-checklist.ts';

export function SetupCard() {
  const { data } = useSetupChecklist();
  if (!data || data.complete) return null;
  const done = data.items.filter((i) => i.done).length;
  const next = data.items.find((i) => !i.done);
  return (
    <section
      aria-label="Finish setting up"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-saffron-300 bg-saffron-50 p-4"
    >
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-semibold text-brand-950">
          Finish setting up your shop · {done} of {data.items.length} done
        </p>
        {next && <p className="text-sm text-stone-700">Next: {next.label}</p>}
      </div>
      <Link to={paths.setup.getHref()} className={buttonClasses('primary', 'sm')}>
        Open the checklist
      </Link>
    </section>
  );
}
