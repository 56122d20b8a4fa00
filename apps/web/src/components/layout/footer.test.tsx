import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category } from '@pataka/domain/api-types';
import { renderWithProviders } from '../../testing/render.tsx';
import { makeCompany } from '../../testing/shop-fixtures.ts';
import { Footer } from './footer.tsx';

const category = (i: number): Category => ({
  id: `c${i}`,
  name: `Category ${i}`,
  slug: `category-${i}`,
  image: null,
  description: null,
  parentId: null,
  isActive: true,
  displayOrder: i,
});

describe('Footer (§2)', () => {
  it('shows the contact info with the round-the-clock line, and social icons from company info', () => {
    const company = makeCompany({
      socialMedia: { facebook: 'https://facebook.com/shop', youtube: 'https://youtube.com/@shop' },
    });
    renderWithProviders(<Footer company={company} categories={[]} newsletter={null} />);
    expect(screen.getByText('Open 24/7 - Always Available')).toBeInTheDocument();
    expect(screen.getByText('+91 94432 12345')).toBeInTheDocument();
    expect(screen.getByText('sales@uniquecrackers.example')).toBeInTheDocument();
    expect(screen.getByText(/Sivakasi, Tamil Nadu 626123/)).toBeInTheDocument();
    const socials = within(screen.getByRole('list', { name: 'Social media' }));
    expect(socials.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/shop',
    );
    expect(socials.getByRole('link', { name: 'YouTube' })).toBeInTheDocument();
    expect(socials.getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(socials.queryByRole('link', { name: 'Instagram' })).toBeNull();
  });

  it('lists at most 5 categories', () => {
    renderWithProviders(
      <Footer company={makeCompany()} categories={[1, 2, 3, 4, 5, 6, 7].map(category)} newsletter={null} />,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Shop by category' }));
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Category 1',
      'Category 2',
      'Category 3',
      'Category 4',
      'Category 5',
    ]);
  });

  it('falls back to the catalogue links when there are no categories', () => {
    renderWithProviders(<Footer company={makeCompany()} categories={[]} newsletter={null} />);
    const nav = within(screen.getByRole('navigation', { name: 'Shop by category' }));
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'All Products',
      'New Arrivals',
      'Featured',
      'Best Sellers',
      'On Sale',
    ]);
  });
});
