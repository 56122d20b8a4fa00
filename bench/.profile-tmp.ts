import { chromium } from 'playwright-core';
import fs from 'node:fs';
const url = process.argv[2]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
{ const w = await browser.newContext({ serviceWorkers: 'block' }); const wp = await w.newPage(); await wp.goto(url, { waitUntil: 'load' }); await wp.waitForTimeout(1000); await w.close(); }
const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline','disabled-by-default-devtools.timeline','toplevel','blink.user_timing','v8.execute','v8','disabled-by-default-devtools.timeline.frame'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForFunction(() => performance.getEntriesByName('pataka:hydrated').length > 0, null, { timeout: 15000 }).catch(() => 0);
await page.waitForTimeout(1500);
const buf = await browser.stopTracing();
fs.writeFileSync('/tmp/perf-web/trace.json', buf);
await browser.close();
const { pageMainThread } = await import('./lib/main-thread.ts');
const ev = JSON.parse(buf.toString()).traceEvents;
const t = pageMainThread(ev, url)!;
const own = ev.filter((e: any) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.dur).sort((a: any, b: any) => a.ts - b.ts || b.dur - a.dur);
// self time by name
const self = new Map<string, number>(); const stack: any[] = [];
for (const e of own) {
  while (stack.length && stack[stack.length-1].ts + stack[stack.length-1].dur <= e.ts) stack.pop();
  const parent = stack[stack.length-1];
  if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur);
  self.set(e.name, (self.get(e.name) ?? 0) + e.dur);
  stack.push(e);
}
console.log([...self].sort((a,b)=>b[1]-a[1]).slice(0,18).map(([n,d])=>`${n} ${(d/1000).toFixed(0)}`).join('\n'));
const tasks = own.filter((e: any) => e.name === 'RunTask' && e.dur > 50000);
for (const task of tasks) {
  const inner = own.filter((e: any) => e.ts >= task.ts && e.ts < task.ts + task.dur && e.name !== 'RunTask' && e.dur > 15000).slice(0, 6);
  console.log('TASK', (task.dur/1000).toFixed(0), inner.map((e: any) => `${e.name}:${(e.dur/1000).toFixed(0)}${e.args?.data?.url ? '@'+String(e.args.data.url).slice(-30) : ''}${e.args?.data?.functionName ? '('+e.args.data.functionName+')' : ''}`).join(' '));
}
