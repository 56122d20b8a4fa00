import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { fail, mockFetch } from '../../../testing/mock-fetch.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { ContactForm } from './contact-form.tsx';

const field = (label: RegExp) => screen.getByLabelText(label);
const fill = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

function fillValid() {
  fill(/Your name/, 'Meena Kumari');
  fill(/Email/, 'meena@example.in');
  fill(/Phone/, '98765 43210');
  fill(/Subject/, 'Bulk order for a wedding');
  fill(/Message/, 'Do you have 10,000 wala in stock for December?');
}

beforeEach(() => toastStore.set([]));
afterEach(() => vi.unstubAllGlobals());

describe('ContactForm', () => {
  it("shows the spec's validation messages and sends nothing", async () => {
    const spy = mockFetch({ 'POST /contact-messages': () => ({}) });
    renderPage(<ContactForm />);
    fill(/Phone/, '12345');
    fill(/Email/, 'meena@');
    send();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(field(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();
  });

  it("posts the message, toasts 'Your message has been sent successfully' and clears the form", async () => {
    const spy = mockFetch({ 'POST /contact-messages': ({ body }) => ({ id: 'm1', ...(body as object) }) });
    renderPage(<ContactForm />);
    fillValid();
    send();
    expect(await screen.findByText('Your message has been sent successfully')).toBeInTheDocument();
    expect(toastStore.get().at(-1)?.type).toBe('success');
    const [, init] = spy.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Meena Kumari',
      email: 'meena@example.in',
      phone: '9876543210',
      subject: 'Bulk order for a wedding',
      message: 'Do you have 10,000 wala in stock for December?',
    });
    await waitFor(() => expect(field(/Your name/)).toHaveValue(''));
  });

  it("leaves the phone out when it is blank", async () => {
    const spy = mockFetch({ 'POST /contact-messages': () => ({ id: 'm2' }) });
    renderPage(<ContactForm />);
    fillValid();
    fill(/Phone/, '');
    send();
    await screen.findByText('Your message has been sent successfully');
    expect(JSON.parse(String(spy.mock.calls[0]![1]?.body))).not.toHaveProperty('phone');
  });

  it("toasts 'Failed to send message' and keeps what was typed when sending fails", async () => {
    mockFetch({ 'POST /contact-messages': () => fail(500, 'Internal server error') });
    renderPage(<ContactForm />);
    fillValid();
    send();
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(toastStore.get().at(-1)?.type).toBe('error');
    expect(field(/Your name/)).toHaveValue('Meena Kumari');
  });
});
