import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localLangPath } from './ocr-pool.ts';

describe('localLangPath', () => {
  it('points at the English model inside node_modules, so tesseract.js never downloads one', () => {
    const dir = localLangPath();
    expect(dir).toContain(path.join('node_modules', '@tesseract.js-data', 'eng', '4.0.0_best_int'));
    expect(existsSync(path.join(dir, 'eng.traineddata.gz'))).toBe(true);
  });
});
