import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeOrder } from '../../../testing/account-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { makeCompany } from '../../../testing/shop-fixtures.ts';
import { EnquiryConfirmation } from './enquiry-confirmation.tsx';

const order = makeOrder({
  orderNumber: 'ENQ-000123',
  items: [
    {
      productId: 'p1',
      productName: 'Flower Pot Big',
      productImage: null,
      price: 2000,
      quantity: 2,
      subtotal: 4000,
      total: 4000,
      sku: 'FP-1',
    },
    {
      productId: 'p2',
      productName: '1000 Wala & Garland',
      productImage: null,
      price: 125000,
      quantity: 1,
      subtotal: 125000,
      total: 125000,
      sku: 'W-1000',
    },
  ],
  total: 132870,
});

describe('EnquiryConfirmation on WhatsApp', () => {
  it("opens the shop's chat with the enquiry number, each line and the total", () => {
    renderWithProviders(<EnquiryConfirmation order={order} company={makeCompany()} />);
    const link = screen.getByRole('link', { name: 'Send this enquiry on WhatsApp' });
    expect(link).toHaveAttribute('target', '_blank');
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919443212345');
    expect(url.searchParams.get('text')).toBe(
      'Hello Unique Crackers, I have sent enquiry ENQ-000123:\n' +
        'Flower Pot Big × 2 = ₹4,000\n' +
        '1000 Wala & Garland × 1 = ₹1,25,000\n' +
        'Total: ₹1,32,870',
    );
  });

  it("uses the shop's own words", () => {
    const company = makeCompany({ messageTemplates: { enquiryWhatsapp: 'Enquiry {orderNumber}, {total}' } });
    renderWithProviders(<EnquiryConfirmation order={order} company={company} />);
    const href = screen.getByRole('link', { name: 'Send this enquiry on WhatsApp' }).getAttribute('href')!;
    expect(new URL(href).searchParams.get('text')).toBe('Enquiry ENQ-000123, ₹1,32,870');
  });

  it('is not offered when the shop has no WhatsApp number', () => {
    renderWithProviders(
      <EnquiryConfirmation order={order} company={makeCompany({ whatsappNumber: null })} />,
    );
    expect(screen.getByTestId('order-number')).toHaveTextContent('ENQ-000123');
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
