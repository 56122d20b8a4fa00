import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderOnServerThenHydrate } from '../../../testing/server-render.tsx';
import { FloatingChatButton } from './floating-chat-button.tsx';

const greeting = (html: string) => {
  const href = /href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  return { href, url: new URL(href) };
};

describe('FloatingChatButton', () => {
  it("is a link to the shop's WhatsApp with its opening line, the same on the server and the client", async () => {
    const { html, errors } = await renderOnServerThenHydrate(() => (
      <FloatingChatButton whatsappNumber="919443212345" shopName="Unique Crackers" />
    ));
    expect(errors).toEqual([]);
    const { url } = greeting(html);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919443212345');
    expect(url.searchParams.get('text')).toBe(
      'Hello Unique Crackers, I would like to know more about your crackers.',
    );
    const link = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("uses the shop's own greeting and sits above a page's bottom bar when raised", async () => {
    const { html } = await renderOnServerThenHydrate(() => (
      <FloatingChatButton
        whatsappNumber="919443212345"
        shopName="Sri Balaji"
        templates={{ chatGreeting: 'Vanakkam {shopName}!' }}
        raised
      />
    ));
    expect(greeting(html).url.searchParams.get('text')).toBe('Vanakkam Sri Balaji!');
    const style = screen.getByRole('link', { name: 'Chat with us on WhatsApp' }).getAttribute('style') ?? '';
    expect(style).toContain('calc(var(--flash-news-height, 0px) + env(safe-area-inset-bottom, 0px)');
    expect(style).toContain('--flash-news-height: 0px');
    expect(style).toContain('8.5rem');
  });
});
