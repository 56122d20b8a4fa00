// /safety (§2): how to enjoy crackers without getting hurt, the permitted hours and what to do if someone is.
import { Callout, ContentPage, ContentSection } from '../../features/content/components/content-page.tsx';
import { PAGE_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';

const EMERGENCY = [
  { number: '101', label: 'Fire' },
  { number: '108', label: 'Ambulance' },
  { number: '112', label: 'All emergencies' },
] as const;

export function Component() {
  const copy = PAGE_COPY.safety();
  usePageMeta(copy.title, copy.description);

  return (
    <ContentPage
      title="Safety Guidelines"
      lead="A bright festival is a safe one. Please read these points with your family before the celebrations begin."
    >
      <section aria-labelledby="emergency-title" className="mb-8 rounded-xl bg-red-700 p-4 text-white sm:p-6">
        <h2 id="emergency-title" className="text-lg font-bold">
          In an emergency, call
        </h2>
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:gap-4">
          {EMERGENCY.map((e) => (
            <li key={e.number}>
              <a
                href={`tel:${e.number}`}
                className="block rounded-lg bg-white/10 px-2 py-3 text-center hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
              >
                <span className="block text-3xl font-extrabold tabular-nums">{e.number}</span>
                <span className="text-sm">{e.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <ContentSection title="Permitted bursting hours">
        <p>In its 2018 order the Supreme Court of India limited when crackers may be burst:</p>
        <ul>
          <li>
            <strong>Deepavali and other festivals: 8 pm to 10 pm</strong> only.
          </li>
          <li>
            <strong>Christmas and New Year's Eve: 11:55 pm to 12:30 am</strong> only.
          </li>
        </ul>
        <p>
          State governments and local police may set other windows for your area (Tamil Nadu, for example, has
          allowed one hour in the morning and one in the evening on Deepavali). Follow the orders that apply
          where you live, and never burst crackers near hospitals, schools, courts or places of worship.
        </p>
      </ContentSection>

      <ContentSection title="Choose green crackers">
        <p>
          Green crackers, developed by CSIR-NEERI, give off much less smoke and dust than ordinary ones. Look
          for the green CSIR-NEERI logo and the QR code on the box; scanning the code tells you the maker is
          authorised.
        </p>
      </ContentSection>

      <ContentSection title="Before you light">
        <ul>
          <li>
            Keep <strong>two buckets of water and a bucket of sand</strong> next to you, and know where the
            nearest tap is.
          </li>
          <li>
            Burst crackers in an open space, away from vehicles, dry leaves, thatched roofs and electric
            lines.
          </li>
          <li>
            Wear cotton clothes that fit close; avoid loose silk and synthetics, which catch fire and melt.
          </li>
          <li>
            Wear footwear, tie back long hair, and keep the unused crackers in a closed box away from the
            lighting spot.
          </li>
          <li>
            <strong>Children must always be with an adult</strong>, and only an adult should light bombs,
            rockets and aerial shots.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="While lighting">
        <ul>
          <li>
            Read the instructions on each item. Light with a long incense stick (agarbatti) or a sparkler,
            never a matchbox held close.
          </li>
          <li>Light at arm's length, with your face away, then move back quickly.</li>
          <li>
            Never hold a lit cracker in your hand (sparklers excepted) or light crackers in a bottle, tin or
            pot.
          </li>
          <li>Launch rockets only from a stand pointing straight up, never towards buildings or people.</li>
          <li>
            <strong>Never relight a cracker that did not go off.</strong> Wait 15 minutes, then pour water
            over it.
          </li>
          <li>Drop used sparklers into a bucket of water: the wire stays hot for a long time.</li>
          <li>Keep pets indoors and people with asthma or heart conditions away from the smoke.</li>
        </ul>
      </ContentSection>

      <Callout tone="green">
        <p className="font-bold">First aid for burns</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
          <li>Cool the burn under gently running tap water for at least 20 minutes. No ice.</li>
          <li>
            Take off rings, bangles and tight clothing near the burn before it swells, unless stuck to the
            skin.
          </li>
          <li>Do not apply toothpaste, butter, oil, ink or turmeric, and do not burst blisters.</li>
          <li>Cover loosely with a clean cotton cloth or cling film.</li>
          <li>
            For an eye injury, do not rub: rinse with clean water and go to hospital at once. See a doctor for
            any burn on the face, hands or private parts, larger than the palm, or on a child.
          </li>
        </ul>
      </Callout>

      <ContentSection title="Storing crackers at home">
        <ul>
          <li>
            Keep them in their cartons in a cool, dry place, away from the kitchen, pooja lamps and electrical
            points.
          </li>
          <li>Store them out of children's reach, and never in a closed car in the sun.</li>
          <li>Buy only what you will use this festival.</li>
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
