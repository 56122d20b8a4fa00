import type { ReactNode } from 'react';
import type { CompanyPublic, PostalAddress } from '@pataka/domain/api-types';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '../../../components/ui/icons.tsx';
import { BusinessHoursList } from './business-hours-list.tsx';
import { contentText as t } from '../messages.ts';

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** wa.me wants the number with country code and no '+' or spaces. */
export const whatsappHref = (number: string, text?: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

export function formatAddress(address: PostalAddress | null | undefined): string | null {
  if (!address) return null;
  const cityLine = [address.city, address.state].filter(Boolean).join(', ');
  return [address.street, [cityLine, address.zipCode].filter(Boolean).join(' – ')].filter(Boolean).join(', ');
}

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-stone-900">{title}</p>
        <div className="break-words text-stone-700">{children}</div>
      </div>
    </li>
  );
}

/** How to reach the shop: phones, WhatsApp, e-mail, address and hours, all from GET /company/public. */
export function ShopContactCard({ company }: { company: CompanyPublic }) {
  const address = formatAddress(company.address);
  const link = 'font-semibold text-brand-700 hover:underline';
  return (
    <ul className="space-y-5">
      {company.phone && (
        <Item icon={<PhoneIcon className="size-5" />} title={t.callUs}>
          <a href={telHref(company.phone)} className={link}>
            {company.phone}
          </a>
          {company.alternatePhone && (
            <>
              {' · '}
              <a href={telHref(company.alternatePhone)} className={link}>
                {company.alternatePhone}
              </a>
            </>
          )}
        </Item>
      )}
      {company.whatsappNumber && (
        <Item icon={<WhatsAppIcon className="size-5" />} title={t.whatsapp}>
          <a
            href={whatsappHref(company.whatsappNumber, t.whatsappHello(company.companyName))}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
          >
            {t.chatOnWhatsapp}
          </a>
        </Item>
      )}
      {company.email && (
        <Item icon={<MailIcon className="size-5" />} title={t.email}>
          <a href={`mailto:${company.email}`} className={link}>
            {company.email}
          </a>
        </Item>
      )}
      {address && (
        <Item icon={<MapPinIcon className="size-5" />} title={t.shopAddress}>
          <address className="not-italic">{address}</address>
        </Item>
      )}
      <Item icon={<ClockIcon className="size-5" />} title={t.businessHours}>
        <BusinessHoursList hours={company.businessHours} className="mt-1" />
      </Item>
    </ul>
  );
}
