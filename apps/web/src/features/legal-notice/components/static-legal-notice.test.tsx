import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '@pataka/domain/i18n';
import '../../../i18n/ta.ts';
import { LegalNoticeModal } from './legal-notice-modal.tsx';

const indexHtml = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../index.html'), 'utf8');
// Every character, ignoring white space (HTML source and JSX lay out the same text differently).
const chars = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '');

describe('the plain-HTML legal notice in index.html', () => {
  // index.html carries the notice for the first paint; the app's modal replaces it. They must say the same.
  it('says word for word what the app’s legal notice says, with the same button', () => {
    const doc = new DOMParser().parseFromString(indexHtml, 'text/html');
    const staticDialog = doc.querySelector('#static-legal-notice [role="dialog"]');
    expect(staticDialog).not.toBeNull();

    render(<LegalNoticeModal open onAgree={() => {}} />);
    const appDialog = screen.getByRole('dialog', { name: 'Important Legal Notice' });

    expect(chars(staticDialog!.textContent)).toBe(chars(appDialog.textContent));
    expect(doc.querySelector('#static-legal-agree')?.textContent?.trim()).toBe('I Agree & Continue');
  });

  // The Tamil copy (shown when <html lang> is ta-IN) says what the app's notice says in Tamil.
  describe('in Tamil', () => {
    afterEach(() => setLocaleSource(() => 'en'));

    it('says word for word what the app’s Tamil legal notice says, with the same button', () => {
      const doc = new DOMParser().parseFromString(indexHtml, 'text/html');
      const staticDialog = doc.querySelector('#static-legal-notice [role="dialog"][lang="ta"]');
      expect(staticDialog).not.toBeNull();

      setLocaleSource(() => 'ta');
      render(<LegalNoticeModal open onAgree={() => {}} />);
      const appDialog = screen.getByRole('dialog', { name: 'முக்கியச் சட்ட அறிவிப்பு' });

      expect(chars(staticDialog!.textContent)).toBe(chars(appDialog.textContent));
      expect(doc.querySelector('#static-legal-agree-ta')?.textContent?.trim()).toBe('ஏற்கிறேன், தொடர்க');
      expect(doc.querySelector('#legal-notice-ok')?.getAttribute('data-label-ta')).toBe(
        'சட்ட அறிவிப்பை ஏற்கிறேன்',
      );
    });
  });
});
