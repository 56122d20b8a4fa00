import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import fs from 'node:fs';
const [url, n = '3'] = process.argv.slice(2);
for (let i = 0; i < Number(n); i++) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const r = await lighthouse(url!, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  await chrome.kill();
  const a = r!.lhr.audits as any;
  fs.writeFileSync(`/tmp/lhr-${i}.json`, JSON.stringify(r!.lhr));
  const reqs = (a['network-requests'].details.items as any[]).slice(0, 14).map((x) => `${x.url.replace(/^https?:\/\/[^/]+/, '')} ${x.resourceType} ${Math.round(x.transferSize)}B start ${Math.round(x.networkRequestTime)} end ${Math.round(x.networkEndTime)} prio ${x.priority}`);
  console.log(`run ${i}: fcp ${a['first-contentful-paint'].numericValue.toFixed(0)} lcp ${a['largest-contentful-paint'].numericValue.toFixed(0)} tbt ${a['total-blocking-time'].numericValue.toFixed(0)} srt ${a['server-response-time']?.numericValue}`);
  console.log(reqs.join('\n'));
}
