import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@pataka/domain/api-types';
import { renderWithProviders } from '../../testing/render.tsx';
import { CategoriesMenu } from './categories-menu.tsx';

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

describe('CategoriesMenu', () => {
  it('lists the first 10 categories and View All Categories, opened from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CategoriesMenu categories={Array.from({ length: 12 }, (_, i) => category(i + 1))} />,
    );
    const button = screen.getByRole('button', { name: 'Categories' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items).toHaveLength(11);
    expect(items[9]).toHaveTextContent('Category 10');
    expect(items[10]).toHaveTextContent('View All Categories');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it("says 'No categories available' when there are none", async () => {
    renderWithProviders(<CategoriesMenu categories={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Categories' }));
    expect(screen.getByText('No categories available')).toBeVisible();
  });
});
