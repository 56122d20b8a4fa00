import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const url of process.argv.slice(2)) for (let i=0;i<2;i++) {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline','disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' }); await page.waitForTimeout(800);
  const ev = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const L = ev.filter((e: any) => e.name === 'Layout' && e.ph === 'X').map((e: any) => Math.round(e.dur/1000));
  console.log(url.split('/').pop(), 'layouts', L.filter((d: number)=>d>5).join(','));
  await ctx.close();
}
await browser.close();
