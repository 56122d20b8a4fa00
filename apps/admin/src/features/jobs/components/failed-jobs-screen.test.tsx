import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_MESSAGES } from '@pataka/domain/jobs';
import { authStore } from '../../../lib/auth.ts';
import { fail, mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { FailedJobsScreen } from './failed-jobs-screen.tsx';

const WAIT = { timeout: 5000 };
const owner = { id: 'u1', email: 'owner@shop.in', name: 'Kavya', role: 'owner' };
const webhookJob = {
  id: 'j1',
  name: 'notify-webhook',
  label: 'Notifying your webhook',
  error: 'webhook answered 503',
  attempts: 6,
  createdAt: '2026-10-20T10:00:00.000Z',
  failedAt: '2026-10-20T10:12:00.000Z',
};

afterEach(() => authStore.signOut());

describe('Background jobs', { timeout: 30_000 }, () => {
  it('lists failed jobs with their error and retries one for the owner', async () => {
    authStore.signIn('t', owner);
    let failed = [webhookJob];
    const retried: string[] = [];
    mockFetch({
      'GET /admin/jobs/failed': () => failed,
      'POST /admin/jobs/:id/retry': (req) => {
        retried.push(req.path);
        failed = [];
        return { retried: true };
      },
    });
    renderRoute(<FailedJobsScreen />, { route: '/jobs' });
    expect(await screen.findByText('Notifying your webhook', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('webhook answered 503')).toBeInTheDocument();
    expect(screen.getByText(/after 6 attempts/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry: Notifying your webhook' }));
    await waitFor(() => expect(retried).toEqual(['/admin/jobs/j1/retry']));
    expect(await screen.findByText(JOB_MESSAGES.noFailedJobs, {}, WAIT)).toBeInTheDocument();
  });

  it('says so when nothing failed', async () => {
    authStore.signIn('t', owner);
    mockFetch({ 'GET /admin/jobs/failed': () => [] });
    renderRoute(<FailedJobsScreen />, { route: '/jobs' });
    expect(await screen.findByText('No failed background jobs.', {}, WAIT)).toBeInTheDocument();
  });

  it('shows staff the failures without a Retry button', async () => {
    authStore.signIn('t', { ...owner, id: 'u2', role: 'staff' });
    mockFetch({ 'GET /admin/jobs/failed': () => [webhookJob] });
    renderRoute(<FailedJobsScreen />, { route: '/jobs' });
    expect(await screen.findByText('webhook answered 503', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(screen.getByText(/The shop owner can retry them/)).toBeInTheDocument();
  });

  it('shows the error when the list cannot be loaded', async () => {
    authStore.signIn('t', owner);
    mockFetch({ 'GET /admin/jobs/failed': () => fail(500, 'Something went wrong') });
    renderRoute(<FailedJobsScreen />, { route: '/jobs' });
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('Something went wrong');
  });
});
