import { describe, expect, it } from 'vitest';
import { buildUpiIntent, isValidUpiId } from './upi.ts';

describe('buildUpiIntent', () => {
  it('builds a upi://pay link with a two-decimal amount in INR', () => {
    expect(
      buildUpiIntent({
        payeeVpa: 'sivakasi@okaxis',
        payeeName: 'Sri',
        amount: 5149.7,
        orderNumber: 'ENQ-000123',
      }),
    ).toBe('upi://pay?pa=sivakasi@okaxis&pn=Sri&am=5149.70&cu=INR&tn=ENQ-000123');
  });

  it("encodes spaces as %20 (not '+') and '&' so it cannot start a new parameter", () => {
    const intent = buildUpiIntent({
      payeeVpa: 'shop@ybl',
      payeeName: 'Sri Ram Fireworks & Co',
      amount: 1000,
      orderNumber: 'ENQ 7',
    });
    expect(intent).toBe(
      'upi://pay?pa=shop@ybl&pn=Sri%20Ram%20Fireworks%20%26%20Co&am=1000.00&cu=INR&tn=ENQ%207',
    );
    const query = new URL(intent).searchParams;
    expect(query.get('pn')).toBe('Sri Ram Fireworks & Co');
    expect([...query.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tn']);
  });

  it('rounds the amount to the paisa', () => {
    expect(
      buildUpiIntent({ payeeVpa: 'a@b', payeeName: 'A', amount: 0.1 + 0.2, orderNumber: 'X' }),
    ).toContain('&am=0.30&');
    expect(buildUpiIntent({ payeeVpa: 'a@b', payeeName: 'A', amount: 1.005, orderNumber: 'X' })).toContain(
      '&am=1.01&',
    );
  });
});

describe('isValidUpiId', () => {
  it.each(['sivakasi@okaxis', 'ravi.kumar-1@ybl', '9876543210@paytm', 'shop_01@oksbi'])(
    'accepts %s',
    (id) => {
      expect(isValidUpiId(id)).toBe(true);
    },
  );

  it.each(['', 'sivakasi', '@okaxis', 'a@b', 'shop@ok axis', 'shop@@ybl', 'sho p@ybl', 'shop@1bank'])(
    'refuses %j',
    (id) => {
      expect(isValidUpiId(id)).toBe(false);
    },
  );
});
