import { describe, expect, it } from 'vitest';
import {
  allBudgets,
  fmt,
  formatMarkdown,
  formatMarkdownTable,
  formatTextTable,
  median,
  noiseNote,
  spreadPercent,
  verdict,
  type BenchReport,
} from './report.ts';

const machine = {
  cpuModel: 'Test CPU',
  cores: 2,
  memoryGb: 8,
  nodeVersion: 'v20.20.2',
  os: 'Linux',
  loadAtStart: 1.5,
  loadAtEnd: 2.25,
};

function report(): BenchReport {
  return {
    machine,
    startedAt: new Date('2026-01-02T03:04:05Z'),
    seconds: 61.4,
    command: 'npm run bench',
    sections: [
      {
        id: 'api',
        title: 'API throughput',
        tables: [{ title: 'Load', columns: ['endpoint', 'req/s'], rows: [['GET /a|b', '100']] }],
        budgets: [{ budget: 'ratio', limit: '≥ 0.5×', measured: '0.40×', verdict: 'FAIL' }],
        notes: ['noisy'],
        seconds: 30,
      },
      {
        id: 'ocr',
        title: 'OCR',
        unavailable: 'extractor missing',
        tables: [],
        budgets: [],
        notes: [],
        seconds: 1,
      },
    ],
  };
}

describe('figures', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('reports the spread of repeated runs as a share of their mean', () => {
    expect(spreadPercent([90, 110])).toBeCloseTo(20);
    expect(spreadPercent([100])).toBeNull();
  });

  it('shows a dash for a figure that was not measured', () => {
    expect(fmt(NaN)).toBe('–');
    expect(fmt(null)).toBe('–');
    expect(fmt(1.234, 2)).toBe('1.23');
  });

  it('turns a comparison into a verdict, and no comparison into "not measured"', () => {
    expect(verdict(true)).toBe('PASS');
    expect(verdict(false)).toBe('FAIL');
    expect(verdict(null)).toBe('not measured');
  });
});

describe('tables', () => {
  it('aligns console columns to the widest cell', () => {
    const text = formatTextTable({ title: 'T', columns: ['a', 'bb'], rows: [['long cell', 'x']] });
    expect(text.split('\n')).toEqual(['T', 'a          bb', '---------  --', 'long cell  x']);
  });

  it('escapes pipes in markdown cells and pads missing cells', () => {
    const md = formatMarkdownTable({ title: 'T', columns: ['a', 'b'], rows: [['x|y']] });
    expect(md).toContain('| x\\|y |  |');
  });
});

describe('results.md', () => {
  it('names the machine, the date and every budget with its verdict', () => {
    const md = formatMarkdown(report());
    expect(md).toContain('Test CPU, 2 logical cores');
    expect(md).toContain('Node v20.20.2');
    expect(md).toContain('2026-01-02T03:04:05.000Z');
    expect(md).toContain('| API throughput | ratio | ≥ 0.5× | 0.40× | FAIL |');
    expect(md).toContain('- noisy');
  });

  it('lists a section that could not run as not measured, with its reason', () => {
    const budgets = allBudgets(report());
    expect(budgets.at(-1)).toMatchObject({
      section: 'OCR',
      verdict: 'not measured',
      measured: 'not available: extractor missing',
    });
    expect(formatMarkdown(report())).toContain('Not available: extractor missing');
  });
});

describe('noiseNote', () => {
  it('warns when the load average was above the core count', () => {
    expect(noiseNote({ ...machine, loadAtStart: 5, loadAtEnd: 13.2 })).toMatch(
      /busy \(load up to 13\.2 on 2 cores\)/,
    );
    expect(noiseNote({ ...machine, loadAtEnd: 1.75 })).toMatch(/quiet \(load up to 1\.8 on 2 cores\)/);
  });
});
