import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { UpiQrPanel } from './upi-qr-panel.tsx';

// The QR encoder is the real dependency under test only in the browser; here we check WHAT it is asked
// to encode, which is what makes the code scannable into the right payment.
const toString = vi.hoisted(() => vi.fn(async () => '<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
vi.mock('qrcode', () => ({ default: { toString }, toString }));

describe('UpiQrPanel', () => {
  it('encodes the exact UPI intent: payee, name, amount due, INR and the enquiry number', async () => {
    render(
      <UpiQrPanel
        upiId="sivakasi.crackers@okaxis"
        payeeName="Sri Sakthi Crackers"
        amount={4839.97}
        orderNumber="ENQ-000042"
      />,
    );
    const img = await screen.findByRole('img', {
      name: /UPI QR code to pay ₹4,839.97 to Sri Sakthi Crackers/,
    });
    const intent =
      'upi://pay?pa=sivakasi.crackers@okaxis&pn=Sri%20Sakthi%20Crackers&am=4839.97&cu=INR&tn=ENQ-000042';
    expect(toString).toHaveBeenCalledWith(intent, expect.objectContaining({ type: 'svg' }));
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('shows the UPI ID, the supported apps and where to upload the proof', async () => {
    render(
      <UpiQrPanel upiId="shop@okaxis" payeeName="Unique Crackers" amount={3000} orderNumber="ENQ-000001" />,
    );
    expect(screen.getByText('shop@okaxis')).toBeInTheDocument();
    expect(screen.getByText('₹3,000')).toBeInTheDocument();
    const apps = within(screen.getByRole('list', { name: 'Supported UPI apps' })).getAllByRole('listitem');
    expect(apps.map((a) => a.textContent)).toEqual(['Google Pay', 'PhonePe', 'Paytm', 'BHIM']);
    expect(
      screen.getByText(
        /upload the payment screenshot or proof here, in your enquiry details, for verification/,
      ),
    ).toBeInTheDocument();
    await screen.findByRole('img');
  });

  it("offers 'Open UPI app' with the same intent on phones", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 767px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(
      <UpiQrPanel upiId="shop@okaxis" payeeName="Unique Crackers" amount={100.5} orderNumber="ENQ-000007" />,
    );
    expect(screen.getByRole('link', { name: 'Open UPI app' })).toHaveAttribute(
      'href',
      'upi://pay?pa=shop@okaxis&pn=Unique%20Crackers&am=100.50&cu=INR&tn=ENQ-000007',
    );
    await screen.findByRole('img');
    vi.unstubAllGlobals();
  });
});
