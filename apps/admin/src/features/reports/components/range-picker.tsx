// The period of the exports: a preset (this month, last month, this quarter of the April–March year),
// a month, or any two days up to a year apart. Days are India's calendar days, both included.
import { useEffect, useState } from 'react';
import {
  REPORT_PRESET_LABELS,
  ReportRangeSchema,
  monthRange,
  presetRange,
  type ReportPreset,
  type ReportRange,
} from '@pataka/domain/books/report-range';
import { Button } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';

type Props = { range: ReportRange; onChange: (range: ReportRange) => void };

const PRESETS = Object.keys(REPORT_PRESET_LABELS) as ReportPreset[];

export function RangePicker({ range, onChange }: Props) {
  const [draft, setDraft] = useState(range);
  const [problems, setProblems] = useState<{ from?: string; to?: string }>({});
  useEffect(() => setDraft(range), [range]);

  const now = new Date();
  const month = range.from.slice(0, 7);
  const isWholeMonth =
    range.from.endsWith('-01') &&
    monthRange(Number(month.slice(0, 4)), Number(month.slice(5))).to === range.to;

  function apply(event: React.FormEvent) {
    event.preventDefault();
    const result = ReportRangeSchema.safeParse(draft);
    if (result.success) {
      setProblems({});
      onChange(result.data);
      return;
    }
    const next: { from?: string; to?: string } = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] === 'from' ? 'from' : 'to';
      next[field] ??= issue.message;
    }
    setProblems(next);
  }

  return (
    <section
      aria-labelledby="range-title"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="range-title" className="font-semibold">
        Period
      </h2>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick periods">
        {PRESETS.map((preset) => {
          const r = presetRange(preset, now);
          const active = r.from === range.from && r.to === range.to;
          return (
            <Button
              key={preset}
              size="sm"
              variant={active ? 'primary' : 'outline'}
              aria-pressed={active}
              onClick={() => onChange(r)}
            >
              {REPORT_PRESET_LABELS[preset]}
            </Button>
          );
        })}
      </div>
      <TextField
        label="Month"
        type="month"
        className="max-w-xs"
        value={isWholeMonth ? month : ''}
        onChange={(e) => {
          const [y, m] = e.target.value.split('-').map(Number);
          if (y && m) onChange(monthRange(y, m));
        }}
      />
      <form onSubmit={apply} noValidate className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <TextField
          label="From"
          type="date"
          value={draft.from}
          error={problems.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          error={problems.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <Button type="submit" variant="outline">
          Show
        </Button>
      </form>
    </section>
  );
}
