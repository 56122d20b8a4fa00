import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const [url, n = '3'] = process.argv.slice(2);
for (let i = 0; i < Number(n); i++) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const r = await lighthouse(url!, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  await chrome.kill();
  const a = r!.lhr.audits as any;
  const m = a.metrics?.details?.items?.[0] ?? {}; if (!a.metrics?.details) { console.log("error", r!.lhr.runtimeError?.code); continue; }
  const tasks = (a['main-thread-tasks'].details.items as any[]).filter((t) => t.duration > 8).map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)}`);
  const net = (a['network-requests'].details.items as any[]).filter((x) => /index-.*\.js|\.webp/.test(x.url)).slice(0, 3).map((x) => `${x.url.split('/').pop()} ${Math.round(x.networkRequestTime)}-${Math.round(x.networkEndTime)} ${x.priority}`);
  console.log(`lcp ${Math.round(a['largest-contentful-paint'].numericValue)} obsFCP ${Math.round(m.observedFirstContentfulPaint)} obsLCP ${Math.round(m.observedLargestContentfulPaint)} tasks ${tasks.join(' ')} | ${net.join(' | ')}`);
}
