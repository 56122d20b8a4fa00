import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
const r = await lighthouse(process.argv[2]!, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] });
await chrome.kill();
const a = r!.lhr.audits as any;
for (const it of a['color-contrast'].details?.items ?? []) console.log(it.node.snippet.slice(0, 160), '|', it.node.explanation?.slice(0, 200));
