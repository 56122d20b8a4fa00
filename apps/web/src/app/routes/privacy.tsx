// /privacy (§2): what the storefront keeps about a shopper, where, and why.
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCompany } from '../../features/company/api/get-company.ts';
import { ContentPage, ContentSection } from '../../features/content/components/content-page.tsx';
import { PAGE_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';

export function Component() {
  const company = useCompany().data;
  const name = company?.companyName ?? 'Unique Crackers';
  const copy = PAGE_COPY.privacy({ name });
  usePageMeta(copy.title, copy.description);

  return (
    <ContentPage
      title="Privacy Policy"
      lead="We collect only what we need to handle your enquiry and deliver your crackers."
    >
      <ContentSection title="What we collect">
        <ul>
          <li>
            <strong>Your mobile number</strong>, to sign you in with a one-time code and to call you about
            your enquiry.
          </li>
          <li>
            <strong>Your name, e-mail and delivery addresses</strong>, for the enquiry and the parcel.
          </li>
          <li>
            <strong>Your enquiries</strong>: items, amounts, coupon used, pickup point and notes.
          </li>
          <li>
            <strong>Payment screenshots</strong> you upload, and the details we read from them (UPI reference,
            amount, date), to verify your payment.
          </li>
          <li>
            <strong>Messages</strong> you send through the contact form or newsletter sign-up.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="How we use it">
        <ul>
          <li>To confirm, pack and dispatch your enquiry, and to call or message you about it.</li>
          <li>To verify payments and prevent the same payment being claimed twice.</li>
          <li>To send offers by e-mail, only if you subscribed (you can unsubscribe at any time).</li>
        </ul>
        <p>We do not sell or rent your personal data, and we do not use advertising trackers.</p>
      </ContentSection>

      <ContentSection title="Who we share it with">
        <ul>
          <li>
            The transport service carrying your parcel receives your name, phone number and delivery town.
          </li>
          <li>Our SMS provider receives your mobile number to deliver sign-in codes.</li>
          <li>Authorities, only when the law requires it.</li>
        </ul>
      </ContentSection>

      <ContentSection title="What your browser keeps">
        <p>
          This site uses your browser's storage instead of tracking cookies: your cart, your sign-in token,
          that you agreed to the legal notice, dismissed news and the &quot;don't show again&quot; choice for
          the video stay on your device. The coupon you applied and the phone number you are signing in with
          are kept only until you close the browser.
        </p>
      </ContentSection>

      <ContentSection title="How long we keep it and your rights">
        <p>
          We keep enquiry and payment records for as long as tax law requires, and other data only while your
          account is in use. Under the Digital Personal Data Protection Act, 2023 you may ask to see, correct
          or delete your personal data, and withdraw consent for offers.
        </p>
        <p>
          Write to {company?.email ? <a href={`mailto:${company.email}`}>{company.email}</a> : 'us'} or use
          the <Link to={paths.contact.getHref()}>contact form</Link>; we reply within 7 working days.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
