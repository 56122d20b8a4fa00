// @vitest-environment node
// The page around the app: the built template, compacted once, with the legal notice in the page's language.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assembleDocument, checkTemplate, compactTemplate } from './document.ts';

const source = fs.readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
const template = compactTemplate(source);
const page = (lang: string) =>
  assembleDocument(template, { tenantId: 'demo', lang, head: '', appHtml: '', stateScript: '' });

describe('the page template', () => {
  it('loses its comments and indentation, keeping every place a page is written into', () => {
    expect(template.length).toBeLessThan(source.length - 1500);
    expect(template).not.toMatch(/<!--(?!\/?legal-notice:)/);
    expect(template).not.toMatch(/\n[ \t]/);
    expect(() => checkTemplate(template)).not.toThrow();
  });

  it('keeps the words of the notice and the space between them', () => {
    expect(page('en-IN')).toContain('to confirm availability, the final price and delivery or pickup');
    expect(page('en-IN')).toMatch(/<strong>within 24 hours<\/strong>\s+to confirm/);
  });

  it('carries the notice in the page language only, without its markers', () => {
    const english = page('en-IN');
    expect(english).toContain('Important Legal Notice');
    expect(english).not.toContain('முக்கியச் சட்ட அறிவிப்பு');
    expect(english).not.toContain('legal-notice:');
    const tamil = page('ta-IN');
    expect(tamil).toContain('முக்கியச் சட்ட அறிவிப்பு');
    expect(tamil).not.toContain('Important Legal Notice');
    expect(tamil).toContain('id="static-legal-agree-ta"');
    expect(tamil).not.toContain('legal-notice:');
  });

  it('refuses a template without a copy of the notice in each language', () => {
    const withoutTamil = template.replace(/<!--legal-notice:ta-->[\s\S]*?<!--\/legal-notice:ta-->/, '');
    expect(() => checkTemplate(withoutTamil)).toThrow(/legal-notice:ta/);
  });
});
