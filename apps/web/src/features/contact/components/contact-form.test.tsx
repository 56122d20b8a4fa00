import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { renderWithProviders, stubApi } from '../../../testing/render.tsx';
import { errorReply, okReply } from '../../../testing/shop-fixtures.ts';
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

function serve(reply: Parameters<typeof stubApi>[0][string]) {
  const api = stubApi({ 'POST /contact-messages': reply });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactForm', () => {
  it("shows the spec's validation messages and sends nothing", async () => {
    const api = serve(okReply({}));
    renderWithProviders(<ContactForm />);
    fill(/Phone/, '12345');
    fill(/Email/, 'meena@');
    send();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(field(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it("posts the message, toasts 'Your message has been sent successfully' and clears the form", async () => {
    const api = serve((init) => okReply({ id: 'm1', ...JSON.parse(String(init?.body)) }));
    renderWithProviders(<ContactForm />);
    fillValid();
    send();
    expect(await screen.findByText('Your message has been sent successfully')).toBeInTheDocument();
    expect(toastStore.get().at(-1)?.type).toBe('success');
    expect(JSON.parse(String(api.calls[0]?.init?.body))).toEqual({
      name: 'Meena Kumari',
      email: 'meena@example.in',
      phone: '9876543210',
      subject: 'Bulk order for a wedding',
      message: 'Do you have 10,000 wala in stock for December?',
    });
    await waitFor(() => expect(field(/Your name/)).toHaveValue(''));
  });

  it('leaves the phone out when it is blank', async () => {
    const api = serve(okReply({ id: 'm2' }));
    renderWithProviders(<ContactForm />);
    fillValid();
    fill(/Phone/, '');
    send();
    await screen.findByText('Your message has been sent successfully');
    expect(JSON.parse(String(api.calls[0]?.init?.body))).not.toHaveProperty('phone');
  });

  it("toasts 'Failed to send message' and keeps what was typed when sending fails", async () => {
    serve(errorReply(500, 'Internal server error'));
    renderWithProviders(<ContactForm />);
    fillValid();
    send();
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(toastStore.get().at(-1)?.type).toBe('error');
    expect(field(/Your name/)).toHaveValue('Meena Kumari');
  });
});
