// The shell and the information pages in Tamil: the header, its language switch (back to English), the
// footer, a content page with its bold words and links, and the <head> the server writes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocaleSource } from '@pataka/domain/i18n';
import '../../i18n/ta.ts';
import * as locale from '../../i18n/locale.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { makeCompany } from '../../testing/shop-fixtures.ts';
import { Component as Terms } from '../../app/routes/terms.tsx';
import { staticPageHead } from '../../ssr/page-heads.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

beforeAll(() => setLocaleSource(() => 'ta'));
afterAll(() => setLocaleSource(() => 'en'));

describe('the storefront in Tamil', () => {
  it('shows the header in Tamil, with a switch to English named in English', async () => {
    const switchLocale = vi.spyOn(locale, 'switchLocale').mockImplementation(() => {});
    renderWithProviders(
      <Header companyName="Unique Crackers" categories={[]} favoritesCount={0} onHowToOrder={vi.fn()} />,
    );
    expect(screen.getByRole('link', { name: 'விரைவு வாங்க' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'உள்நுழை' })).toBeInTheDocument();
    // Named by what it shows (voice control says "English"); the tooltip says what it does, in Tamil.
    const toEnglish = screen.getByRole('button', { name: 'English' });
    expect(toEnglish).toHaveAttribute('title', 'மொழியை மாற்று');
    expect(toEnglish.querySelector('[lang="en-IN"]')).not.toBeNull();
    await userEvent.click(toEnglish);
    expect(switchLocale).toHaveBeenCalledWith('en');
    switchLocale.mockRestore();
  });

  it('writes the footer’s fixed words in Tamil, the shop’s own words as they are', () => {
    renderWithProviders(<Footer company={makeCompany()} categories={[]} newsletter={null} />);
    expect(screen.getByRole('navigation', { name: 'வகை வாரியாக வாங்க' })).toBeInTheDocument();
    expect(screen.getByText('24/7 திறந்திருக்கும் - எப்போதும் கிடைக்கும்')).toBeInTheDocument();
  });

  it('shows a content page in Tamil with its links where the Tamil sentence puts them', () => {
    renderWithProviders(<Terms />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'விதிமுறைகள் & நிபந்தனைகள்' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'பாதுகாப்பு வழிகாட்டுதல்களைப்' })).toHaveAttribute('href', '/safety');
    expect(screen.getByText('Arjun Gopal & Ors. v. Union of India').tagName).toBe('EM');
  });

  it('writes the page’s <head> words in Tamil', () => {
    const ctx = { origin: 'https://shop.example', tenantId: 'demo', keepShopParam: false, search: '' };
    const head = staticPageHead({ ...ctx, path: '/safety' }, makeCompany());
    expect(head?.title).toMatch(/^பாதுகாப்பு வழிகாட்டுதல்கள் \| /);
    expect(staticPageHead({ ...ctx, path: '/cart' }, makeCompany())?.title).toMatch(/^உங்கள் வண்டி/);
  });
});
