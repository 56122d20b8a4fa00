// My Enquiries, an enquiry and its payment area in Tamil: interface words from the Tamil catalogues,
// status labels from the domain's, dates in ta-IN, and the server's fixed English notes translated.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { setLocaleSource } from '@pataka/domain/i18n';
import '../../../i18n/ta.ts';
import { makeHistory, makeOrder } from '../../../testing/account-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PaymentPanel } from '../../payment/components/payment-panel.tsx';
import { PaymentProofList } from '../../payment/components/payment-proof-list.tsx';
import { readExtraction } from '../../payment/extracted-payment.ts';
import { formatDate } from '../format-date.ts';
import { EnquiryDetail } from './enquiry-detail.tsx';
import { EnquiryList } from './enquiry-list.tsx';
import { StatusTimeline } from './status-timeline.tsx';

const toString = vi.hoisted(() => vi.fn(async () => '<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
vi.mock('qrcode', () => ({ default: { toString }, toString }));

beforeAll(() => setLocaleSource(() => 'ta'));
afterAll(() => setLocaleSource(() => 'en'));

describe('enquiries in Tamil', () => {
  it('lists enquiries with Tamil words and status labels', () => {
    const orders = [makeOrder({ orderNumber: 'ENQ-000500', status: 'cancelled' })];
    renderWithProviders(<EnquiryList orders={orders} page={1} onPageChange={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'உங்கள் விசாரணைகள்' });
    const row = within(list).getByRole('link', { name: 'விசாரணை ENQ-000500' });
    expect(row).toHaveTextContent('ரத்து செய்யப்பட்டது');
    expect(row).toHaveTextContent('பணம் நிலுவையில்');
    expect(row).toHaveTextContent('டெலிவரி: Chennai');
  });

  it('has a Tamil empty state', () => {
    renderWithProviders(<EnquiryList orders={[]} page={1} onPageChange={vi.fn()} />);
    expect(screen.getByText('இன்னும் விசாரணைகள் இல்லை')).toBeInTheDocument();
  });

  it('shows one enquiry in Tamil, with the estimate button', () => {
    renderWithProviders(<EnquiryDetail order={makeOrder({ status: 'pending' })} />);
    expect(screen.getByRole('heading', { name: 'பொருட்கள்' })).toBeInTheDocument();
    expect(screen.getByText('மொத்தம்')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'மதிப்பீட்டைப் பதிவிறக்கு' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'விசாரணையை ரத்து செய்' })).toBeInTheDocument();
  });

  it('translates the server-written notes of the timeline and keeps staff words', () => {
    render(
      <StatusTimeline
        history={[
          makeHistory('pending', '2025-10-20T09:30:00.000Z', 'Order placed successfully'),
          makeHistory('cancelled', '2025-10-21T09:30:00.000Z', 'Cancelled by customer: ordered twice'),
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'நிலை வரலாறு' })).getAllByRole('listitem');
    expect(within(steps[0]!).getAllByText('ஆர்டர் வெற்றிகரமாகப் பதிவு செய்யப்பட்டது')).toHaveLength(1);
    expect(steps[1]).toHaveTextContent('வாடிக்கையாளரால் ரத்து செய்யப்பட்டது: ordered twice');
  });

  it('writes dates in ta-IN', () => {
    const iso = '2025-10-20T09:30:00.000Z';
    const expected = new Date(iso).toLocaleDateString('ta-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    expect(formatDate(iso)).toBe(expected);
  });
});

describe('payment in Tamil', () => {
  it('shows the UPI panel in Tamil', async () => {
    const order = makeOrder({ total: 1500, showPaymentPanel: true });
    render(<PaymentPanel order={order} upiId="shop@okaxis" payeeName="Unique Crackers" />);
    expect(screen.getByText('செலுத்த வேண்டிய தொகை')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'UPI ID ஐ நகலெடு' })).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Unique Crackers க்கு ₹1,500 செலுத்த UPI QR குறியீடு' });
  });

  it('lists proofs with Tamil states, flags and the server note translated', () => {
    render(
      <PaymentProofList
        proofs={[
          {
            id: 'pp1',
            url: '/u/1',
            fileName: 'receipt.pdf',
            fileType: 'application/pdf',
            extractedData: {
              extraction: 'unsupported',
              message: 'Payment details are read from images only; staff will check this PDF by hand',
            } as never,
            status: 'verified',
            flags: ['amount_mismatch'],
            createdAt: '2025-10-21T13:30:00.000Z',
          },
        ]}
      />,
    );
    expect(screen.getByRole('list', { name: 'அனுப்பிய பணச் சான்றுகள்' })).toBeInTheDocument();
    expect(screen.getByText('சரிபார்க்கப்பட்டது')).toBeInTheDocument();
    expect(screen.getByText('செலுத்திய தொகை விசாரணையின் மொத்தத் தொகையுடன் பொருந்தவில்லை.')).toBeInTheDocument();
    expect(
      readExtraction({ extraction: 'failed', message: 'Failed to extract payment information' }),
    ).toEqual({
      state: 'unreadable',
      message: 'பணம் செலுத்திய விவரங்களைப் படிக்க முடியவில்லை',
    });
  });
});
