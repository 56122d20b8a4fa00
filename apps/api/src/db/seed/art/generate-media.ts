// `npm run -w apps/api media:generate`: draws every demo picture the seeds refer to into
// apps/web/public/media/ (committed, served as static files by the web app).
import fs from 'node:fs';
import path from 'node:path';
import { demoShop } from '../demo-shop.ts';
import { demo2Shop } from '../demo2-shop.ts';
import { shopMediaFiles } from './media-files.ts';

export const WEB_PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../../../web/public');

export const mediaPath = (url: string) => path.join(WEB_PUBLIC_DIR, ...url.split('/').filter(Boolean));

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  let written = 0;
  let bytes = 0;
  for (const shop of [demoShop, demo2Shop]) {
    for (const file of shopMediaFiles(shop)) {
      const target = mediaPath(file.url);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.svg);
      written++;
      bytes += Buffer.byteLength(file.svg);
    }
  }
  console.log(`Wrote ${written} pictures (${Math.round(bytes / 1024)} KB) under ${WEB_PUBLIC_DIR}/media`);
}
