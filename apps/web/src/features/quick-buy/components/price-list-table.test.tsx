import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../testing/fixtures.ts';
import type { PriceListGroup } from '../utils/price-list.ts';
import { PriceListTable } from './price-list-table.tsx';

const groups: PriceListGroup[] = [
  {
    id: 'c-sp',
    name: 'Sparklers',
    slug: 'sparklers',
    products: [makeProduct({ id: 'p1', name: 'Sparkler' })],
  },
  {
    id: 'c-ro',
    name: 'Rockets',
    slug: 'rockets',
    products: [makeProduct({ id: 'p2', name: 'Rocket' }), makeProduct({ id: 'p3', name: 'Colour Rocket' })],
  },
];

const table = (drawn: number) => (
  <MemoryRouter>
    <PriceListTable groups={groups} quantities={{}} onQuantityChange={() => undefined} drawn={drawn} />
  </MemoryRouter>
);
const rocketsGroup = () => document.querySelector('tbody[aria-labelledby="price-list-rockets"]')!;

describe('PriceListTable', () => {
  it('draws a group first as its heading and a link, then as a new element with its rows', () => {
    const { rerender } = render(table(1));
    const undrawn = rocketsGroup();
    expect(undrawn).toHaveTextContent('Rockets');
    expect(screen.queryByLabelText('Quantity of Rocket')).toBeNull();

    rerender(table(2));
    // A new element: the one laid out as a heading and a link would keep that height as its remembered
    // size off screen (content-visibility: auto), with its rows drawn over the groups below.
    expect(rocketsGroup()).not.toBe(undrawn);
    expect(undrawn.isConnected).toBe(false);
    expect(screen.getByLabelText('Quantity of Colour Rocket')).toBeInTheDocument();
    // The style that sizes it before it is laid out: heading + two-line rows.
    expect((rocketsGroup() as HTMLElement).style.getPropertyValue('--offscreen-size')).toBe(
      `${38 + 77 * 2}px`,
    );
  });

  it('keeps a drawn group the same element while its quantities change', () => {
    const { rerender } = render(table(2));
    const drawn = rocketsGroup();
    rerender(table(2));
    expect(rocketsGroup()).toBe(drawn);
  });
});
