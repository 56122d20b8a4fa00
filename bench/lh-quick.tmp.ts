import { runLighthouse } from './lib/lighthouse-run.ts';
import lighthouse from 'lighthouse';
const [url, n = '3'] = process.argv.slice(2);
for (let i = 0; i < Number(n); i++) {
  const m = await runLighthouse(url!);
  console.log(`perf ${m.performance} fcp ${m.fcpMs.toFixed(0)} lcp ${m.lcpMs.toFixed(0)} tbt ${m.tbtMs.toFixed(0)} el ${m.lcpElement?.slice(0, 40)}`);
}
void lighthouse;
