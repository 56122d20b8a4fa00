// The catalogue in Tamil: interface words from the Tamil catalogues, shop names from nameTa when staff
// entered one (else the English name), and English again once the page's language is English.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setLocaleSource } from '@pataka/domain/i18n';
import '../../../i18n/ta.ts';
import { makeProduct } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { FavoriteButton } from '../../favorites/components/favorite-button.tsx';
import { CategoryCard } from './category-card.tsx';
import { galleryImages } from './product-gallery.tsx';
import { ProductCard } from './product-card.tsx';
import { TAG_TITLES, tagTitle } from './browse-params.ts';

beforeAll(() => setLocaleSource(() => 'ta'));
afterAll(() => setLocaleSource(() => 'en'));
afterEach(() => setLocaleSource(() => 'ta'));

const tamilProduct = () =>
  ({
    ...makeProduct({ isNew: true, name: 'Flower Pot Big' }),
    nameTa: 'பெரிய பூச்சட்டி',
    category: { id: 'c1', name: 'Flower Pots', slug: 'flower-pots', nameTa: 'பூச்சட்டிகள்' },
  }) as ReturnType<typeof makeProduct>;

describe('catalogue in Tamil', () => {
  it('shows the card in Tamil with the Tamil product and category names', () => {
    renderWithProviders(
      <ProductCard product={tamilProduct()} favorite={<FavoriteButton product={tamilProduct()} />} />,
    );
    expect(screen.getByRole('link', { name: 'பெரிய பூச்சட்டி' })).toBeInTheDocument();
    expect(screen.getByText('பூச்சட்டிகள்')).toBeInTheDocument();
    expect(screen.getByText('புதியது')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'சேர்' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'பெரிய பூச்சட்டி விருப்பப் பட்டியலில் சேர்' })).toBeInTheDocument();
  });

  it('keeps the English name where staff entered no Tamil one', () => {
    renderWithProviders(<ProductCard product={makeProduct({ name: 'Chakkar' })} />);
    expect(screen.getByRole('link', { name: 'Chakkar' })).toBeInTheDocument();
  });

  it('names categories and tag pages in the language of the moment', () => {
    renderWithProviders(
      <CategoryCard
        category={
          { id: 'c', name: 'Rockets', slug: 'rockets', productCount: 4, nameTa: 'ராக்கெட்டுகள்' } as never
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'ராக்கெட்டுகள்' })).toBeInTheDocument();
    expect(screen.getByText('4 பொருட்கள்')).toBeInTheDocument();
    expect(TAG_TITLES.new).toBe('புதிய வரவுகள்');
    setLocaleSource(() => 'en');
    expect(TAG_TITLES.new).toBe('New Arrivals');
    expect(tagTitle('sale')).toBe('On Sale');
    expect(tagTitle('nope')).toBeUndefined();
  });

  it('writes the gallery alt texts with the Tamil name', () => {
    const product = { ...tamilProduct(), image: '/a.png', medias: [{ type: 'image', url: '/b.png' }] };
    expect(galleryImages(product as never).map((i) => i.alt)).toEqual([
      'பெரிய பூச்சட்டி',
      'பெரிய பூச்சட்டி – படம் 2',
    ]);
  });
});
