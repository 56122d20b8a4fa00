import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Category, CompanyPublic } from '@pataka/domain/api-types';
import { FOOTER_CATEGORIES_LIMIT } from '@pataka/domain/limits';
import { paths } from '../../config/paths.ts';
import { shopYear } from '../../lib/shop-year.ts';
import {
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  WhatsAppIcon,
  XBrandIcon,
  YouTubeIcon,
} from '../ui/icons.tsx';
import { LogoMark, TAGLINE } from './logo.tsx';
import { footerText as t } from './footer/messages.ts';
import { localName } from '../../i18n/local-name.ts';

/** Shown instead of categories when the shop has none (§2). Read while rendering: the words follow the language. */
const fallbackLinks = () => [
  { label: t.allProducts, href: paths.products.getHref() },
  { label: t.newArrivals, href: paths.products.getHref({ tag: 'new' }) },
  { label: t.featured, href: paths.products.getHref({ tag: 'featured' }) },
  { label: t.bestSellers, href: paths.products.getHref({ tag: 'bestseller' }) },
  { label: t.onSale, href: paths.products.getHref({ tag: 'sale' }) },
];

const quickLinks = () => [
  { label: t.home, href: paths.home.getHref() },
  { label: t.allProducts, href: paths.products.getHref() },
  { label: t.quickBuy, href: paths.quickBuy.getHref() },
  { label: t.categories, href: paths.categories.getHref() },
  { label: t.aboutUs, href: paths.about.getHref() },
  { label: t.contactUs, href: paths.contact.getHref() },
];

const legalLinks = () => [
  { label: t.privacy, href: paths.privacy.getHref() },
  { label: t.terms, href: paths.terms.getHref() },
  { label: t.shipping, href: paths.shipping.getHref() },
  { label: t.safety, href: paths.safety.getHref() },
];

/** wa.me wants the number with country code and digits only. */
export function whatsappHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
}

function socialLinks(company: CompanyPublic | undefined) {
  const s = company?.socialMedia ?? {};
  return [
    { label: 'Facebook', href: s.facebook, Icon: FacebookIcon },
    { label: 'Instagram', href: s.instagram, Icon: InstagramIcon },
    { label: 'X', href: s.twitter, Icon: XBrandIcon },
    { label: 'YouTube', href: s.youtube, Icon: YouTubeIcon },
    {
      label: 'WhatsApp',
      href: company?.whatsappNumber ? whatsappHref(company.whatsappNumber) : null,
      Icon: WhatsAppIcon,
    },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
}

const heading = 'mb-3 text-sm font-bold tracking-wider text-saffron-300 uppercase';
// The footer's own text-brand-100 colours its links (links inherit their colour).
const link = 'hover:text-white hover:underline';

export function Footer({
  company,
  categories,
  newsletter,
}: {
  company: CompanyPublic | undefined;
  categories: readonly Category[] | undefined;
  /** The newsletter signup form (a feature, passed in by the app layout). */
  newsletter: ReactNode;
}) {
  const name = company?.companyName ?? 'Unique Crackers';
  const shown = (categories ?? []).slice(0, FOOTER_CATEGORIES_LIMIT);
  const address = company?.address;
  const socials = socialLinks(company);

  return (
    <footer className="render-near-screen mt-16 bg-brand-950 text-sm text-brand-100 [--offscreen-size:1200px]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <div className="flex items-center gap-2.5">
            <LogoMark src={company?.logo} className="size-11" />
            <div>
              <p className="text-lg font-extrabold text-white">{name}</p>
              <p className="text-xs font-semibold text-saffron-300">{company?.tagline ?? TAGLINE}</p>
            </div>
          </div>
          <p className="mt-4 leading-relaxed">{t.blurb}</p>
          {socials.length > 0 && (
            <ul className="mt-4 flex gap-2" aria-label={t.socialMedia}>
              {socials.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-saffron-500 hover:text-brand-950"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav aria-label={t.quickLinksNav}>
          <h2 className={heading}>{t.quickLinks}</h2>
          <ul className="space-y-2">
            {quickLinks().map((l) => (
              <li key={l.href}>
                <Link className={link} to={l.href}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label={t.shopByCategory}>
          <h2 className={heading}>{shown.length ? t.categories : t.shop}</h2>
          <ul className="space-y-2">
            {(shown.length
              ? shown.map((c) => ({ label: localName(c), href: paths.category.getHref(c.slug) }))
              : fallbackLinks()
            ).map((l) => (
              <li key={l.href}>
                <Link className={link} to={l.href}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section>
          <h2 className={heading}>{t.contactUs}</h2>
          <ul className="space-y-3">
            {address && (
              <li className="flex gap-2">
                <MapPinIcon className="mt-0.5 size-4 shrink-0 text-saffron-300" />
                <address className="not-italic">
                  {address.street}, {address.city}, {address.state} {address.zipCode}
                </address>
              </li>
            )}
            {company?.phone && (
              <li className="flex gap-2">
                <PhoneIcon className="mt-0.5 size-4 shrink-0 text-saffron-300" />
                <a className={link} href={`tel:${company.phone.replace(/\s/g, '')}`}>
                  {company.phone}
                </a>
              </li>
            )}
            {company?.email && (
              <li className="flex gap-2">
                <MailIcon className="mt-0.5 size-4 shrink-0 text-saffron-300" />
                <a className={`${link} break-all`} href={`mailto:${company.email}`}>
                  {company.email}
                </a>
              </li>
            )}
            <li className="flex gap-2">
              <ClockIcon className="mt-0.5 size-4 shrink-0 text-saffron-300" />
              <span>{t.alwaysOpen}</span>
            </li>
          </ul>
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 className="mb-2 text-base font-bold text-white">{t.newsletterTitle}</h2>
            {newsletter}
          </div>
          <nav aria-label={t.legalNav} className="lg:justify-self-end">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalLinks().map((l) => (
                <li key={l.href}>
                  <Link className={link} to={l.href}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-5 text-center text-xs text-brand-200">
        {t.copyright(shopYear(), name)}
      </p>
    </footer>
  );
}
