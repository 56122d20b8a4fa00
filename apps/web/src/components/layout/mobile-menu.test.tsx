import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.tsx';
import { MobileMenu } from './mobile-menu.tsx';

describe('MobileMenu', () => {
  it('offers the price list PDF beside Quick Buy', () => {
    renderWithProviders(<MobileMenu open onClose={vi.fn()} categories={[]} onHowToOrder={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'Download Price List' });
    expect(link).toHaveAttribute('href', '/api/v1/price-list.pdf');
    expect(link).toHaveAttribute('download');
  });
});
