// The price list in Tamil: headings, rows and the bar in Tamil, category and product names from nameTa,
// and the search finds a product by its Tamil name too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { setLocaleSource } from '@pataka/domain/i18n';
import type { Category } from '@pataka/domain/api-types';
import '../../../i18n/ta.ts';
import { makeProduct } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { QuickBuy } from './quick-buy.tsx';

beforeAll(() => setLocaleSource(() => 'ta'));
afterAll(() => setLocaleSource(() => 'en'));

const ROCKETS = { id: 'c-ro', name: 'Rockets', slug: 'rockets', nameTa: 'ராக்கெட்டுகள்' };
const rocket = {
  ...makeProduct({ id: 'r1', name: 'Colour Rocket', price: 500, originalPrice: 2500, category: ROCKETS }),
  nameTa: 'வண்ண ராக்கெட்',
} as ReturnType<typeof makeProduct>;
const loose = makeProduct({ id: 'l1', name: 'Loose Bomb', price: 20, category: null });

describe('Quick Buy in Tamil', () => {
  it('speaks Tamil and finds products by their Tamil names', () => {
    renderWithProviders(
      <QuickBuy products={[rocket, loose]} categories={[{ ...ROCKETS, displayOrder: 1 }] as Category[]} />,
    );
    expect(screen.getByRole('link', { name: 'ராக்கெட்டுகள்' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'மற்ற பட்டாசுகள்' })).toBeInTheDocument();
    fireEvent.focus(screen.getByLabelText('வண்ண ராக்கெட் அளவு'));
    fireEvent.change(screen.getByLabelText('வண்ண ராக்கெட் அளவு'), { target: { value: '2' } });
    const bar = screen.getByTestId('quick-buy-bar');
    expect(within(bar).getByTestId('qb-count')).toHaveTextContent('1 பொருட்கள் · 2 அளவு');
    expect(within(bar).getByTestId('qb-savings')).toHaveTextContent('₹4,000 சேமிப்பு');
    expect(within(bar).getByRole('button', { name: 'அனைத்தையும் வண்டியில் சேர்' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('விலைப்பட்டியலில் தேடுங்கள்'), { target: { value: 'வண்ண' } });
    expect(screen.queryByLabelText('Loose Bomb அளவு')).not.toBeInTheDocument();
    expect(screen.getByLabelText('வண்ண ராக்கெட் அளவு')).toBeInTheDocument();
  });
});
