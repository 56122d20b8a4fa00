import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@pataka/domain/messages';
import { mockFetch } from '../../../testing/mock-api.ts';
import { renderWithProviders as renderPage } from '../../../testing/render.tsx';
import { makeOrder, resetAccountState, signIn } from '../../../testing/account-fixtures.ts';
import { PaymentProofUpload } from './payment-proof-upload.tsx';

const READ = {
  extraction: 'done',
  utr: '325432030717',
  amount: 4120,
  date: '2025-10-21',
  time: '18:59',
  payeeUpiId: 'shop@okaxis',
  payeeName: 'Unique Crackers',
  app: 'Google Pay',
  status: 'Completed',
  confidence: 1,
};

/** Stands in for XMLHttpRequest: reports progress, then answers the upload route like the server. */
class FakeXhr {
  static sent: { url: string; headers: Record<string, string>; body: FormData }[] = [];
  static reply: { status: number; body: unknown } = { status: 201, body: {} };
  upload = {
    onprogress: null as null | ((e: { lengthComputable: boolean; loaded: number; total: number }) => void),
  };
  onload: null | (() => void) = null;
  onerror: null | (() => void) = null;
  onabort: null | (() => void) = null;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {}
  send(body: FormData) {
    FakeXhr.sent.push({ url: this.url, headers: this.headers, body });
    setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }), 0);
    // The server answers when the test says so: the progress bar can be looked at in between.
    void FakeXhr.gate.then(() => {
      this.status = FakeXhr.reply.status;
      this.responseText = JSON.stringify(FakeXhr.reply.body);
      this.onload?.();
    });
  }
  static gate: Promise<void> = Promise.resolve();
  static release: () => void = () => {};
  static hold() {
    FakeXhr.gate = new Promise((resolve) => (FakeXhr.release = resolve));
  }
}

const png = (bytes = 2048, name = 'gpay.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  resetAccountState();
  signIn();
  FakeXhr.sent = [];
  FakeXhr.gate = Promise.resolve();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // jsdom has no object URLs.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
afterEach(() => vi.unstubAllGlobals());

describe('PaymentProofUpload', () => {
  it('refuses other file types and files over 5 MB before sending anything', async () => {
    mockFetch({});
    renderPage(<PaymentProofUpload orderId="o1" onAttached={vi.fn()} />);
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Payment screenshot or PDF');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,application/pdf');
    await user.upload(input, png(10, 'receipt.gif', 'image/gif'));
    expect(screen.getByText(MESSAGES.uploadUnsupportedType)).toBeInTheDocument();
    await user.upload(input, png(5 * 1024 * 1024 + 1));
    expect(screen.getByText(MESSAGES.uploadTooLarge)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Payment Proof' })).toBeDisabled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads with progress, waits for the reading, warns about a reused UTR and attaches the proof', async () => {
    FakeXhr.reply = {
      status: 201,
      body: {
        success: true,
        data: {
          id: 'up1',
          url: '/api/v1/uploads/up1/file',
          fileName: 'gpay.png',
          fileType: 'image/png',
          extractedData: { extraction: 'processing', status: 'processing' },
          createdAt: '2025-10-21T13:30:00.000Z',
        },
      },
    };
    const attached = makeOrder({
      id: 'o1',
      paymentStatus: 'submitted',
      paymentProofs: [
        {
          id: 'pp1',
          url: '/api/v1/uploads/up1/file',
          fileName: 'gpay.png',
          fileType: 'image/png',
          extractedData: READ as never,
          status: 'submitted',
          flags: ['utr_reused'],
          createdAt: '2025-10-21T13:30:00.000Z',
        },
      ],
    });
    const fetch = mockFetch({
      'GET /uploads/:id': () => ({
        id: 'up1',
        url: '/api/v1/uploads/up1/file',
        fileName: 'gpay.png',
        fileType: 'image/png',
        extractedData: READ,
        createdAt: '2025-10-21T13:30:00.000Z',
      }),
      'GET /orders/check-transaction-id/:utr': () => ({ exists: true }),
      'POST /orders/:id/payment-proof': () => attached,
    });
    const onAttached = vi.fn();
    FakeXhr.hold();
    renderPage(<PaymentProofUpload orderId="o1" onAttached={onAttached} />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Payment screenshot or PDF'), png());
    expect(screen.getByRole('img', { name: 'Preview of the payment screenshot' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Upload Payment Proof' }));

    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    FakeXhr.release();
    expect(await screen.findByText('Reading the payment details…')).toBeInTheDocument();
    expect(
      await screen.findByText('Payment proof sent for verification', {}, { timeout: 4000 }),
    ).toBeInTheDocument();

    expect(screen.getByText('325432030717')).toBeInTheDocument();
    expect(screen.getByText('₹4,120')).toBeInTheDocument();
    expect(screen.getByText('Unique Crackers · shop@okaxis')).toBeInTheDocument();
    expect(
      screen.getAllByText('This transaction ID (UTR) was already used on another enquiry.'),
    ).toHaveLength(1);
    expect(onAttached).toHaveBeenCalledWith(attached);

    expect(FakeXhr.sent[0]!.url).toBe('/api/v1/uploads/payment-proof');
    expect(FakeXhr.sent[0]!.headers.Authorization).toBe('Bearer test-token');
    expect((FakeXhr.sent[0]!.body.get('file') as File).name).toBe('gpay.png');
    const attach = fetch.mock.calls.find(([u]) => String(u).includes('/payment-proof'))!;
    expect(JSON.parse(String(attach[1]!.body))).toEqual({
      paymentProofUrl: '/api/v1/uploads/up1/file',
      paymentProofName: 'gpay.png',
      paymentProofType: 'image/png',
      extractedData: READ,
    });
  });

  it("says 'Failed to upload payment proof' when the upload fails without a reason", async () => {
    FakeXhr.reply = { status: 500, body: {} };
    mockFetch({});
    renderPage(<PaymentProofUpload orderId="o1" onAttached={vi.fn()} />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Payment screenshot or PDF'), png());
    await user.click(screen.getByRole('button', { name: 'Upload Payment Proof' }));
    await waitFor(() =>
      expect(screen.getAllByText(MESSAGES.paymentProofUploadFailed).length).toBeGreaterThan(0),
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });
});
