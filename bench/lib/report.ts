import type { MachineInfo } from './machine.ts';

export const SECTION_IDS = ['api', 'growth', 'ssr', 'cached', 'web', 'console', 'ocr'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export type Verdict = 'PASS' | 'FAIL' | 'not measured';

/** One line of DESIGN.md "Budgets" checked against a measured figure. */
export type BudgetCheck = { budget: string; limit: string; measured: string; verdict: Verdict };

export type Table = { title: string; columns: string[]; rows: string[][] };

export type SectionResult = {
  id: SectionId;
  title: string;
  /** Set when the whole section could not run: the reason, shown as "not available: <reason>". */
  unavailable?: string;
  tables: Table[];
  budgets: BudgetCheck[];
  notes: string[];
  seconds: number;
};

export type BenchReport = {
  machine: MachineInfo;
  startedAt: Date;
  seconds: number;
  command: string;
  sections: SectionResult[];
};

export function verdict(pass: boolean | null): Verdict {
  if (pass === null) return 'not measured';
  return pass ? 'PASS' : 'FAIL';
}

/** Fixed-point number, or '–' for a figure that could not be measured. */
export function fmt(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return value.toFixed(digits);
}

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** (max − min) / mean in percent: how far repeated runs of the same thing disagree. */
export function spreadPercent(values: number[]): number | null {
  if (values.length < 2) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (mean === 0) return null;
  return ((Math.max(...values) - Math.min(...values)) / mean) * 100;
}

/** Plain-text table with aligned columns, for the console. */
export function formatTextTable(table: Table): string {
  const all = [table.columns, ...table.rows];
  const widths = table.columns.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [table.title, line(table.columns), rule, ...table.rows.map(line)].join('\n');
}

const escapeCell = (cell: string) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function formatMarkdownTable(table: Table): string {
  const head = `| ${table.columns.map(escapeCell).join(' | ')} |`;
  const rule = `| ${table.columns.map(() => '---').join(' | ')} |`;
  const body = table.rows.map(
    (r) => `| ${table.columns.map((_, i) => escapeCell(r[i] ?? '')).join(' | ')} |`,
  );
  return [`**${table.title}**`, '', head, rule, ...body].join('\n');
}

function budgetTable(budgets: BudgetCheck[]): Table {
  return {
    title: 'Budgets',
    columns: ['budget', 'limit', 'measured', 'verdict'],
    rows: budgets.map((b) => [b.budget, b.limit, b.measured, b.verdict]),
  };
}

export function formatSectionText(section: SectionResult): string {
  const out = [`== ${section.title} (${section.seconds.toFixed(0)} s) ==`];
  if (section.unavailable) out.push(`not available: ${section.unavailable}`);
  for (const t of section.tables) out.push('', formatTextTable(t));
  if (section.budgets.length) out.push('', formatTextTable(budgetTable(section.budgets)));
  for (const n of section.notes) out.push(`note: ${n}`);
  return out.join('\n');
}

/** Every budget of every section, in one list: the summary at the top of results.md. */
export function allBudgets(report: BenchReport): Array<BudgetCheck & { section: string }> {
  return report.sections.flatMap((s) =>
    s.unavailable && !s.budgets.length
      ? [
          {
            section: s.title,
            budget: '(whole section)',
            limit: '',
            measured: `not available: ${s.unavailable}`,
            verdict: 'not measured' as const,
          },
        ]
      : s.budgets.map((b) => ({ ...b, section: s.title })),
  );
}

/** How far to trust the figures: a load average above the core count means other work shared the CPU. */
export function noiseNote(m: MachineInfo): string {
  const load = Math.max(m.loadAtStart, m.loadAtEnd ?? 0);
  const busy =
    load > m.cores
      ? `The machine was busy (load up to ${load.toFixed(1)} on ${m.cores} cores): other processes shared the CPU, so absolute req/s, p99 and Lighthouse scores are low and move between runs.`
      : `The machine was quiet (load up to ${load.toFixed(1)} on ${m.cores} cores).`;
  return `${busy} Throughput is therefore reported beside a static baseline measured in the same minute, and the ratio is the figure to compare between runs; the spread between the two baseline runs of GET /products (API section notes) shows the noise.`;
}

export function formatMarkdown(report: BenchReport): string {
  const m = report.machine;
  const out = [
    '# Benchmarks',
    '',
    `Written by \`${report.command}\` on ${report.startedAt.toISOString()} (took ${Math.round(report.seconds)} s).`,
    'Overwritten on every run. Budgets: DESIGN.md "Budgets".',
    '',
    '## Machine',
    '',
    `- CPU: ${m.cpuModel}, ${m.cores} logical cores`,
    `- Memory: ${m.memoryGb.toFixed(1)} GB`,
    `- Node ${m.nodeVersion} on ${m.os}`,
    `- Load average (1 min) at start ${m.loadAtStart.toFixed(2)}, at end ${fmt(m.loadAtEnd, 2)}`,
    '',
    noiseNote(m),
    '',
    '## Summary',
    '',
    formatMarkdownTable({
      title: 'Budgets',
      columns: ['section', 'budget', 'limit', 'measured', 'verdict'],
      rows: allBudgets(report).map((b) => [b.section, b.budget, b.limit, b.measured, b.verdict]),
    }),
  ];
  for (const s of report.sections) {
    out.push('', `## ${s.title}`, '', `Took ${s.seconds.toFixed(0)} s.`);
    if (s.unavailable) out.push('', `Not available: ${s.unavailable}`);
    for (const t of s.tables) out.push('', formatMarkdownTable(t));
    if (s.budgets.length) out.push('', formatMarkdownTable(budgetTable(s.budgets)));
    if (s.notes.length) out.push('', ...s.notes.map((n) => `- ${n}`));
  }
  return out.join('\n') + '\n';
}
