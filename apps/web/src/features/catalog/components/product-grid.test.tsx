import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeProduct } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ProductGridSection } from './product-grid.tsx';

const products = (n: number) =>
  Array.from({ length: n }, (_, i) => makeProduct({ id: `p${i}`, slug: `p${i}`, name: `Product ${i}` }));

describe('ProductGridSection', () => {
  it("says 'No products available' when empty", () => {
    renderWithProviders(<ProductGridSection title="Featured Products" products={[]} />);
    expect(screen.getByRole('heading', { name: 'Featured Products' })).toBeInTheDocument();
    expect(screen.getByText('No products available')).toBeInTheDocument();
  });

  it("offers 'View All Products' only with 4 or more", () => {
    const { unmount } = renderWithProviders(
      <ProductGridSection title="New Arrivals" products={products(3)} />,
    );
    expect(screen.queryByRole('link', { name: /View All Products/ })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ProductGridSection title="New Arrivals" products={products(4)} viewAllHref="/products?tag=new" />,
    );
    expect(screen.getByRole('link', { name: /View All Products/ })).toHaveAttribute(
      'href',
      '/products?tag=new',
    );
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });
});
