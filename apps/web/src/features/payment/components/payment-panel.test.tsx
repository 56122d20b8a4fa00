import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PAYMENT_TIMING_MESSAGES } from '@pataka/domain/payment-timing';
import { makeOrder } from '../../../testing/account-fixtures.ts';
import { PaymentPanel } from './payment-panel.tsx';

const toString = vi.hoisted(() => vi.fn(async () => '<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
vi.mock('qrcode', () => ({ default: { toString }, toString }));

describe('PaymentPanel', () => {
  it('promises the call and shows no QR or amount until the shop asks for payment', () => {
    const order = makeOrder({ total: 4120, showPaymentPanel: false });
    render(<PaymentPanel order={order} upiId="shop@okaxis" payeeName="Unique Crackers" />);
    expect(screen.getByText(PAYMENT_TIMING_MESSAGES.awaitingCall)).toBeInTheDocument();
    expect(screen.queryByTestId('upi-panel')).not.toBeInTheDocument();
    expect(screen.queryByText('₹4,120')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the UPI QR for the enquiry's current total once payment is requested", async () => {
    const order = makeOrder({
      total: 3999.5,
      orderNumber: 'ENQ-000321',
      showPaymentPanel: true,
      paymentRequestedAt: '2025-10-20T11:00:00.000Z',
    });
    render(<PaymentPanel order={order} upiId="shop@okaxis" payeeName="Unique Crackers" />);
    expect(screen.getByTestId('upi-panel')).toBeInTheDocument();
    expect(screen.getByText('₹3,999.50')).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_TIMING_MESSAGES.awaitingCall)).not.toBeInTheDocument();
    await screen.findByRole('img', { name: /UPI QR code to pay ₹3,999.50 to Unique Crackers/ });
    expect(toString).toHaveBeenCalledWith(
      'upi://pay?pa=shop@okaxis&pn=Unique%20Crackers&am=3999.50&cu=INR&tn=ENQ-000321',
      expect.anything(),
    );
  });

  it('says the details come with the call when the shop has no UPI ID', () => {
    render(<PaymentPanel order={makeOrder({ showPaymentPanel: true })} upiId={null} payeeName="" />);
    expect(
      screen.getByText('We will share the payment details when we call you to confirm this enquiry.'),
    ).toBeInTheDocument();
  });
});
