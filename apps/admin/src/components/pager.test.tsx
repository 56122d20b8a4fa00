import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeOrder } from '../testing/order-fixture.ts';
import { InboxList } from '../features/inbox/components/inbox-list.tsx';
import { Pager } from './bits.tsx';

// A phone's pager sits below the list: the next page must be read from its top, not from where the
// assistant was scrolled to on the last one.
describe('turning a page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('Pager: Next and Previous change the page and bring the window back to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const onPage = vi.fn();
    render(<Pager page={2} totalPages={3} onPage={onPage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('the inbox: Next shows page 2 from its top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const onPage = vi.fn();
    render(
      <MemoryRouter>
        <InboxList
          result={{ data: [makeOrder({})], page: 1, limit: 1, total: 2, totalPages: 2 }}
          now={new Date()}
          filtered={false}
          onPage={onPage}
        />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
