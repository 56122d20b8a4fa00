import { describe, expect, it } from 'vitest';
import { parseReceiptText } from './receipt-parser.ts';

// OCR text as tesseract printed it for the real Paytm receipt in shared/ocr-samples (rupee sign read as '3').
const PAYTM_REAL = `Payim
Paid Successfully
3120
Rupees One Hundred Twenty Only
(2) Pay to BharatPe Merchant
=u
To: Mr Devraj Rathore 8
a
UPI'ID: BHARATPE
.90063239027@fbpe
From: Gautam Raj :
Punjab National Bank - 7650
UPI Ref No: 325432030717
06:59 PM, 11 Sep 2023
PowersS LIPID | ~/ YES BANK`;

const GPAY = `9:41
87%
To Sivakasi Crackers World
sivakasicrackers@okaxis
<1,00,000.50
v Completed
11 Sep 2023, 6:59 pm
State Bank of India 4321
UPI transaction ID
401187654321
To: SIVAKASI CRACKERS WORLD
Google Pay - sivakasicrackers@okaxis
From: ARUN KUMAR (State Bank of India)
Google Pay * arun.kumar@oksbi
Google transaction ID
CICAgKDx7vLbHw`;

const PHONEPE = `6:47
73%
« Transaction Successful
06:59 pm on 11 Sep 2023
Paid to
SIVAKASI CRACKERS
X1,250
sivakasi.crackers@ybl
Transfer Details
Transaction ID
T2309111859123456789012
Debited from
XXXXXXXX1234
X1,250
UTR: 325419283746
Powered by UPI | YES BANK
PhonePe`;

const BHIM = `BHIM uri
Payment Successful
X 22,450.80
Paid to
Kavitha Traders
kavitha.traders@sbi
From
Anitha M
anitha.m@upi » Bank A/c XX5078
UPI Ref ID: 402006434455
20/01/2024 06:43
BHIM - Bharat Interface for Money`;

describe('parseReceiptText on whole receipts', () => {
  it('reads the real Paytm receipt, taking the amount in words over the misread figure', () => {
    expect(parseReceiptText(PAYTM_REAL)).toEqual({
      utr: '325432030717',
      amount: 120,
      date: '2023-09-11',
      time: '18:59',
      payeeUpiId: 'BHARATPE.90063239027@fbpe',
      payeeName: 'Mr Devraj Rathore',
      payerName: 'Gautam Raj',
      app: 'Paytm',
      status: 'Paid Successfully',
      confidence: 1,
    });
  });

  it('reads Google Pay: UPI transaction ID, payee id over the payer id, lakh amount behind a misread sign', () => {
    const r = parseReceiptText(GPAY);
    expect(r).toMatchObject({
      utr: '401187654321',
      amount: 100000.5,
      date: '2023-09-11',
      time: '18:59',
      payeeUpiId: 'sivakasicrackers@okaxis',
      payeeName: 'Sivakasi Crackers World',
      payerName: 'ARUN KUMAR',
      app: 'Google Pay',
      status: 'Completed',
    });
  });

  it("reads PhonePe's UTR, never its T… transaction id, and names no payer for a debited account", () => {
    const r = parseReceiptText(PHONEPE);
    expect(r).toMatchObject({
      utr: '325419283746',
      amount: 1250,
      date: '2023-09-11',
      time: '18:59',
      payeeUpiId: 'sivakasi.crackers@ybl',
      payeeName: 'SIVAKASI CRACKERS',
      payerName: null,
      app: 'PhonePe',
      status: 'Successful',
    });
    expect(r.confidence).toBeCloseTo(8 / 9, 2);
  });

  it('reads BHIM: UPI Ref ID, day-first numeric date, amount with paise', () => {
    expect(parseReceiptText(BHIM)).toMatchObject({
      utr: '402006434455',
      amount: 22450.8,
      date: '2024-01-20',
      time: '06:43',
      payeeUpiId: 'kavitha.traders@sbi',
      payeeName: 'Kavitha Traders',
      payerName: 'Anitha M',
      app: 'BHIM',
      status: 'Successful',
    });
  });

  it('returns all nulls and confidence 0 for text that is no receipt', () => {
    expect(parseReceiptText('')).toEqual({
      utr: null,
      amount: null,
      date: null,
      time: null,
      payeeUpiId: null,
      payeeName: null,
      payerName: null,
      app: null,
      status: null,
      confidence: 0,
    });
    expect(parseReceiptText('Happy Diwali!\nSparklers 10 cm box').confidence).toBe(0);
  });
});

describe('UTR', () => {
  const utr = (text: string) => parseReceiptText(text).utr;

  it.each([
    ['UPI Ref No: 325432030717', '325432030717'],
    ['UPI Reference No: 330122280451', '330122280451'],
    ['UPI transaction ID\n401187654321', '401187654321'],
    ['UTR: 325419283746', '325419283746'],
    ['UPI Ref ID: 402006434455', '402006434455'],
    ['Ref No: 402006434455', '402006434455'],
  ])('reads %j', (text, expected) => expect(utr(text)).toBe(expected));

  it('tolerates spaces inside the digits and O/o/l/I read for 0 and 1', () => {
    expect(utr('UPI Ref No: 3254 3203 0717')).toBe('325432030717');
    expect(utr('UTR: 32543203O7l7')).toBe('325432030717');
    expect(utr("UPI'ID transaction\nUP! Ref No: 4O1187654321")).toBe('401187654321');
  });

  it('finds the number a line or two below its label', () => {
    expect(utr('UPI transaction ID\n—\n401187654321')).toBe('401187654321');
  });

  it("does not take PhonePe's transaction id or a 10-digit phone number", () => {
    expect(utr('Transaction ID\nT2309111859123456789012')).toBeNull();
    expect(utr('Contact 9876543210')).toBeNull();
    expect(utr('UTR: 32541928374')).toBeNull();
  });

  it('falls back to a lone 12-digit number when no label was read', () => {
    expect(utr('Paid\n325419283746\n11 Sep 2023')).toBe('325419283746');
  });
});

describe('amount', () => {
  const amount = (text: string) => parseReceiptText(text).amount;

  it.each([
    ['₹1,00,000.50', 100000.5],
    ['₹ 4,999.75', 4999.75],
    ['Rs. 1,250', 1250],
    ['Rs120', 120],
    ['INR 250.00', 250],
    ['Amount: 15,000', 15000],
    ['Total 2,45,000.00', 245000],
  ])('reads %j', (text, expected) => expect(amount(text)).toBe(expected));

  it.each([
    ['z120', 120],
    ['%120', 120],
    ['T120', 120],
    ['X 95.99', 95.99],
    ['<1,00,000.50', 100000.5],
  ])('drops a rupee sign OCR misread on the big figure line: %j', (line, expected) =>
    expect(amount(`Paid Successfully\n${line}\nTo: Anil Fireworks`)).toBe(expected),
  );

  it.each(['3120', '337,850', '31.22'])(
    'leaves %j empty: from the text alone a leading 3 may be the sign or a digit (the image step decides)',
    (line) => expect(amount(`Paid Successfully\n${line}\nTo: Anil Fireworks`)).toBeNull(),
  );

  it('keeps a leading 2 or 3 when dropping it would not leave a valid figure', () => {
    expect(amount('Completed\n2,500\n11 Sep 2023')).toBe(2500);
    expect(amount('Completed\n4,999.75')).toBe(4999.75);
  });

  it('trusts the amount in words over the figure, including paise and lakhs', () => {
    expect(amount('3350\nRupees Three Hundred Fifty Only')).toBe(350);
    expect(amount('32,45,000 &\nRupees Two Lakh Forty Five Thousand Only')).toBe(245000);
    expect(amount('Rupees One Thousand Two Hundred and Fifty Paise Only')).toBe(1200.5);
  });

  it('uses a repeated figure to settle a doubtful first digit', () => {
    expect(amount('Paid to\n3899\nDebited from\nXXXXXXXX3318\n3899')).toBe(899);
  });

  it('ignores the battery level, the clock, masked accounts, avatar letters and the UTR', () => {
    expect(amount('87%\n9:41\nXXXXXXXX1234\n0\nUPI Ref No: 325432030717')).toBeNull();
  });
});

describe('date and time', () => {
  const when = (text: string) => {
    const r = parseReceiptText(text);
    return [r.date, r.time];
  };

  it.each([
    ['11 Sep 2023, 6:59 PM', '2023-09-11', '18:59'],
    ['11 September 2023 at 06:59 pm', '2023-09-11', '18:59'],
    ['18:59 on 11 Sep 2023', '2023-09-11', '18:59'],
    ['06:59 pm on 11 Sep 2023', '2023-09-11', '18:59'],
    ['06:59 PM, 11 Sep 2023', '2023-09-11', '18:59'],
    ['11/09/2023 18:59', '2023-09-11', '18:59'],
    ['Sep 11, 2023 12:05 am', '2023-09-11', '00:05'],
    ['1 Jan 2024, 12:30 pm', '2024-01-01', '12:30'],
    ['11 Sep 2O23, 6:59 pm', '2023-09-11', '18:59'],
  ])('reads %j', (text, date, time) => expect(when(text)).toEqual([date, time]));

  it('takes the time from the line next to the date', () => {
    expect(when('11 Sep 2023\n6:59 PM')).toEqual(['2023-09-11', '18:59']);
  });

  it("does not take the status bar's clock as the payment time", () => {
    expect(when('9:41\n87%\nTo Anil\n11 Sep 2023\nUPI transaction ID')).toEqual(['2023-09-11', null]);
  });

  it('rejects impossible dates', () => {
    expect(when('31/02/2024 10:00')).toEqual([null, null]);
  });
});

describe('payee UPI id', () => {
  const payee = (text: string) => parseReceiptText(text).payeeUpiId;

  it('mends an id the app wrapped over two lines, across a stray OCR line', () => {
    expect(payee('To: Lakshmi\nUPI ID: BHARATPE\na\n.09123456789@fbpe')).toBe('BHARATPE.09123456789@fbpe');
    expect(payee('To: Sree\nUPI ID: paytmqr281005050\n101@paytm')).toBe('paytmqr281005050101@paytm');
    expect(payee('To: Anil\nUPI ID: anil.fireworks@\nokaxis')).toBe('anil.fireworks@okaxis');
  });

  it('closes up spaces OCR put inside an id, but not around a separator', () => {
    expect(payee('Paid to\nsivakasi. crackers @ybl')).toBe('sivakasi.crackers@ybl');
    expect(payee('To: X\nGoogle Pay - sri.balaji.traders@oksbi')).toBe('sri.balaji.traders@oksbi');
  });

  it("takes the payee's id, not the payer's, whichever comes first", () => {
    expect(payee('From: Arun\narun@oksbi\nTo: Anil\nanil@okaxis')).toBe('anil@okaxis');
  });

  it("reads a handle's 'l' printed as '!' or '|'", () => {
    expect(parseReceiptText('Paid to\nmariappan-crackers@ax!').payeeUpiId).toBe('mariappan-crackers@axl');
    expect(parseReceiptText('Paid to\nshop@yb|').payeeUpiId).toBe('shop@ybl');
  });

  it('snaps a handle OCR misread by one letter to the known handle', () => {
    expect(payee('To: Deepak\nstandard-fireworks@okhdfchank')).toBe('standard-fireworks@okhdfcbank');
    expect(payee('Paid to\nq281937465@yDl')).toBe('q281937465@ybl');
    expect(payee('To: Shop\nshop@mybank')).toBe('shop@mybank');
  });
});

describe('names, app and status', () => {
  it('cleans what OCR adds around names: icons, bank in brackets, avatar initials', () => {
    expect(parseReceiptText('To: Mr Devraj Rathore 5)').payeeName).toBe('Mr Devraj Rathore');
    expect(parseReceiptText('From: MEENA RAMASAMY (HDFC Bank)').payerName).toBe('MEENA RAMASAMY');
    expect(parseReceiptText('Paid to\n899\nG Ganesh Sparklers').payeeName).toBe('Ganesh Sparklers');
    expect(parseReceiptText('From\nRamesh V').payerName).toBe('Ramesh V');
  });

  it('never takes a label for a name', () => {
    const phonepe = 'Debited from\nXXXXXXXX1234\nUTR: 325419283746';
    expect(parseReceiptText(phonepe).payerName).toBeNull();
    expect(parseReceiptText('From\nUPI transaction ID').payerName).toBeNull();
    expect(parseReceiptText('Paid to\nBank A/c XX1234').payeeName).toBeNull();
  });

  it("mends a capital I read as 'l' and a two-letter avatar read into the name", () => {
    expect(parseReceiptText('From: Divya lyer').payerName).toBe('Divya Iyer');
    expect(parseReceiptText('From: DIVYA lYER').payerName).toBe('DIVYA IYER');
    expect(parseReceiptText('Paid to\nSs Sony Fireworks').payeeName).toBe('Sony Fireworks');
  });

  it("prefers the receipt's To: over Paytm's 'Pay to' note", () => {
    expect(parseReceiptText('Pay to BharatPe Merchant\nTo: Mr Devraj Rathore').payeeName).toBe(
      'Mr Devraj Rathore',
    );
  });

  it.each([
    ['Google transaction ID\nCICAgKDx', 'Google Pay'],
    ['Transaction ID\nT2309111859123456789012\nUTR: 325419283746', 'PhonePe'],
    ['Pay’m\nPaid Successfully', 'Paytm'],
    ['Rupees One Hundred Only\nUPI Ref No: 325432030717', 'Paytm'],
    ['BHIM\nUPI Ref ID: 402006434455', 'BHIM'],
    ['UPI Ref No: 325432030717', null],
  ])('detects the app in %j', (text, app) => expect(parseReceiptText(text).app).toBe(app));

  it.each([
    ['Paid Successfully', 'Paid Successfully'],
    ['v Completed', 'Completed'],
    ['« Transaction Successful', 'Successful'],
    ['Payment Failed', 'Failed'],
    ['Transaction Unsuccessful', 'Failed'],
    ['Transaction Pending', 'Pending'],
    ['If money was debited and the payment failed, it will be refunded in 3 days', null],
  ])('maps status %j', (text, status) => expect(parseReceiptText(text).status).toBe(status));
});

describe('app detection', () => {
  it("takes a payee's @paytm handle on a BHIM receipt for the bank, not for Paytm's logo", () => {
    const text = `BHIMue:
Payment Pending
5,933.00
Paid to
Lakshmi Crackers
bala-550@paytm
From
Divya lyer
divyaiyer@upi * Bank A/c XX3783
Ref No: 359632905584
26/07/2023 01:08
BHIM - Bharat Interface for Money`;
    expect(parseReceiptText(text).app).toBe('BHIM');
  });
});
