import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { ImportWizard } from './import-wizard.tsx';

const file = () => new File(['Name,Price\nAnar,100\n'], 'prices.csv', { type: 'text/csv' });

describe('ImportWizard', { timeout: 30_000 }, () => {
  it('lists the invalid lines first and keeps Apply disabled until the sheet is fixed', async () => {
    const calls: string[] = [];
    mockFetch({
      'POST /products/import': (req) => {
        calls.push(req.query.get('dryRun') ?? '');
        return {
          dryRun: true,
          fileName: 'prices.csv',
          toCreate: 1,
          toUpdate: 1,
          unchanged: 0,
          invalid: [
            { line: 4, reason: 'Price must be a number' },
            { line: 7, reason: 'Name is missing' },
          ],
          rows: [
            { line: 2, action: 'create', name: 'Anar', category: 'Flower Pots', price: 100, mrp: 400 },
            {
              line: 3,
              action: 'update',
              name: 'Chakkar',
              category: 'Ground Chakkars',
              price: 90,
              mrp: 300,
              changes: { price: { from: 80, to: 90 } },
            },
            {
              line: 4,
              action: 'invalid',
              name: 'Rocket',
              category: null,
              price: null,
              mrp: null,
              reason: 'Price must be a number',
            },
          ],
          categoriesToCreate: ['Flower Pots'],
          truncated: false,
          ms: 12,
        };
      },
    });
    renderRoute(<ImportWizard />, { route: '/import' });
    await userEvent.upload(screen.getByLabelText('Choose price list file'), file());

    const invalid = await screen.findByRole('list', { name: 'Invalid lines' });
    expect(
      within(invalid)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Line 4Price must be a number', 'Line 7Name is missing']);
    expect(
      screen.getByRole('heading', { name: 'Fix these lines in your sheet and upload again' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Apply/ })).toBeDisabled();
    expect(screen.getByText('Chakkar')).toBeInTheDocument();
    expect(calls).toEqual(['true']);
  });

  it('applies a clean file and shows what it did', async () => {
    const calls: string[] = [];
    mockFetch({
      'POST /products/import': (req) => {
        const dry = req.query.get('dryRun') ?? '';
        calls.push(dry);
        return dry === 'true'
          ? { toCreate: 2, toUpdate: 0, unchanged: 3, invalid: [], rows: [], categoriesToCreate: [] }
          : { created: 2, updated: 0, unchanged: 3, categoriesCreated: [], ms: 840 };
      },
    });
    renderRoute(<ImportWizard />, { route: '/import' });
    await userEvent.upload(screen.getByLabelText('Choose price list file'), file());
    await userEvent.click(await screen.findByRole('button', { name: 'Apply 2 changes' }));
    expect(await screen.findByText(/Price list imported in 0.8 s/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the products' })).toBeInTheDocument();
    expect(calls).toEqual(['true', 'false']);
  });
});
