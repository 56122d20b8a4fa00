// /terms (§2): the enquiry-only model and the 2018 Supreme Court order behind it.
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCompany } from '../../features/company/api/get-company.ts';
import { Callout, ContentPage, ContentSection } from '../../features/content/components/content-page.tsx';
import { PAGE_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';

export function Component() {
  const name = useCompany().data?.companyName ?? 'Unique Crackers';
  const copy = PAGE_COPY.terms({ name });
  usePageMeta(copy.title, copy.description);

  return (
    <ContentPage
      title="Terms & Conditions"
      lead={`Please read these terms before sending an enquiry to ${name}.`}
    >
      <Callout>
        <p className="font-bold">This website does not sell crackers online.</p>
        <p className="mt-1 text-sm">
          In its order of 23 October 2018 in <em>Arjun Gopal &amp; Ors. v. Union of India</em> (Writ Petition
          (Civil) No. 728 of 2015), the Hon'ble Supreme Court of India directed that firecrackers must not be
          sold through e-commerce websites. We respect that order: this site only takes enquiries.
        </p>
      </Callout>

      <ContentSection title="1. Enquiries, not orders">
        <p>
          Submitting your cart sends us an enquiry. It is not a purchase and creates no contract. Our team
          calls you within 24 hours to confirm availability, the final amount and delivery; a sale happens
          only when you agree on that call and we confirm your payment.
        </p>
      </ContentSection>

      <ContentSection title="2. No online payment on this site">
        <p>
          The website never takes card, net-banking or wallet payments. After we confirm your enquiry by phone
          you pay by UPI to the shop's UPI ID shown on your enquiry page, and upload the payment screenshot
          for verification. Never pay anyone who contacts you from another number or asks for a different UPI
          ID.
        </p>
      </ContentSection>

      <ContentSection title="3. Prices, offers and coupons">
        <ul>
          <li>Prices and stock shown are indicative and subject to confirmation on the call.</li>
          <li>MRP is the printed maximum retail price; our price is what you pay for the goods.</li>
          <li>
            A packing charge and the minimum order for your state apply, as shown in your cart and on the{' '}
            <Link to={paths.shipping.getHref()}>shipping page</Link>.
          </li>
          <li>
            One coupon per enquiry. Coupons are checked by our system when you apply them and again when the
            enquiry is placed; expired or ineligible coupons are removed.
          </li>
          <li>Free shots offers depend on the confirmed purchase amount and on stock.</li>
        </ul>
      </ContentSection>

      <ContentSection title="4. Who may order">
        <p>
          You must be 18 or older, and you agree to store and use fireworks safely and lawfully, including the
          bursting hours and any local restrictions where you live. See our{' '}
          <Link to={paths.safety.getHref()}>safety guidelines</Link>.
        </p>
      </ContentSection>

      <ContentSection title="5. Delivery and collection">
        <p>
          Crackers travel only by road through parcel services. Delivery times are estimates; delays by the
          transport service, weather or festival rush are outside our control. Please check your parcel when
          you collect it and tell us about any damage within 24 hours, with photos.
        </p>
      </ContentSection>

      <ContentSection title="6. Cancellation and refunds">
        <p>
          You may cancel an enquiry from My Enquiries until it is being packed. If you have already paid and
          we cannot supply an item, we refund that amount to the UPI account it came from.
        </p>
      </ContentSection>

      <ContentSection title="7. Liability">
        <p>
          Fireworks are dangerous if misused. We are not responsible for injury or damage caused by handling
          or use against the instructions on the pack or our safety guidelines. Nothing in these terms limits
          rights you have under the Consumer Protection Act, 2019.
        </p>
      </ContentSection>

      <ContentSection title="8. Contact">
        <p>
          Questions about these terms? <Link to={paths.contact.getHref()}>Contact us</Link>. These terms are
          governed by the laws of India.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
