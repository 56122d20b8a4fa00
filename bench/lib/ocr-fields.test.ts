import { describe, expect, it } from 'vitest';
import { fieldMatches, scoreFields } from './ocr-fields.ts';

describe('fieldMatches', () => {
  it('compares amounts to the paisa', () => {
    expect(fieldMatches('amount', 100000.5, 100000.5)).toBe(true);
    expect(fieldMatches('amount', 22450.8, 2450.8)).toBe(false);
    expect(fieldMatches('amount', 120, '120')).toBe(false);
  });

  it('compares text ignoring case and runs of spaces', () => {
    expect(fieldMatches('payeeUpiId', 'BHARATPE.900@fbpe', 'bharatpe.900@FBPE')).toBe(true);
    expect(fieldMatches('payeeName', 'Mr  Devraj Rathore', 'Mr Devraj Rathore ')).toBe(true);
    expect(fieldMatches('payeeUpiId', 'thangam.fireworks@paytm', 'thangamfireworks@paytm')).toBe(false);
  });

  it('takes an expected null as "should find nothing"', () => {
    expect(fieldMatches('payerName', null, null)).toBe(true);
    expect(fieldMatches('payerName', null, 'Someone')).toBe(false);
  });
});

describe('scoreFields', () => {
  it('scores only the fields the expected values give', () => {
    const score = scoreFields(
      { utr: '325432030717', amount: 120 },
      { utr: '325432030717', amount: 3120, app: 'Paytm' },
    );
    expect(Object.keys(score)).toEqual(['utr', 'amount']);
    expect(score.utr?.ok).toBe(true);
    expect(score.amount).toEqual({ expected: 120, got: 3120, ok: false, outcome: 'wrong' });
    expect(scoreFields({ utr: '325432030717' }, { utr: null }).utr?.outcome).toBe('empty');
  });
});
