import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { makeHistory } from '../../../testing/account-fixtures.ts';
import { StatusTimeline } from './status-timeline.tsx';

describe('StatusTimeline', () => {
  it('lists the history oldest first with the §4 descriptions, and none for statuses without one', () => {
    render(
      <StatusTimeline
        history={[
          makeHistory('shipped', '2025-10-23T10:00:00.000Z', 'Sent with Velan Transports, LR 4471'),
          makeHistory('pending', '2025-10-20T09:30:00.000Z', 'Order placed successfully'),
          makeHistory('processing', '2025-10-22T08:00:00.000Z'),
          makeHistory('confirmed', '2025-10-21T12:00:00.000Z'),
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('p')?.textContent)).toEqual([
      'Pending',
      'Confirmed',
      'Processing',
      'Shipped',
    ]);
    expect(steps[0]).toHaveTextContent('Order placed successfully');
    // The note repeats the description: shown once.
    expect(within(steps[0]!).getAllByText('Order placed successfully')).toHaveLength(1);
    expect(steps[1]).toHaveTextContent('Order confirmed and payment verified');
    expect(steps[2]).toHaveTextContent('Order is being prepared');
    // 'shipped' has no description in §4: only the staff note shows.
    expect(steps[3]!.querySelectorAll('p')).toHaveLength(3);
    expect(steps[3]).toHaveTextContent('Sent with Velan Transports, LR 4471');
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
  });

  it("describes delivered as 'Order delivered successfully'", () => {
    render(<StatusTimeline history={[makeHistory('delivered', '2025-10-25T10:00:00.000Z')]} />);
    expect(screen.getByText('Order delivered successfully')).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
  });
});
