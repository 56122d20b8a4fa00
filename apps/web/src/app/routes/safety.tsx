// /safety (§2): how to enjoy crackers without getting hurt, the permitted hours and what to do if someone is.
import { Callout, ContentPage, ContentSection } from '../../features/content/components/content-page.tsx';
import { PAGE_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { RichText } from '../../features/content/components/rich-text.tsx';
import { safetyText as t } from '../../features/content/safety/messages.ts';

const emergency = () =>
  [
    { number: '101', label: t.fire },
    { number: '108', label: t.ambulance },
    { number: '112', label: t.allEmergencies },
  ] as const;

/** A list of catalogue texts, each with its **bold** words. */
function RichList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <RichText text={item} />
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  const copy = PAGE_COPY.safety();
  usePageMeta(copy.title, copy.description);

  return (
    <ContentPage title={copy.title} lead={t.lead}>
      <section aria-labelledby="emergency-title" className="mb-8 rounded-xl bg-red-700 p-4 text-white sm:p-6">
        <h2 id="emergency-title" className="text-lg font-bold">
          {t.emergencyTitle}
        </h2>
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:gap-4">
          {emergency().map((e) => (
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

      <ContentSection title={t.hoursTitle}>
        <p>{t.hoursIntro}</p>
        <RichList items={[t.hoursDeepavali, t.hoursNewYear]} />
        <p>{t.hoursLocal}</p>
      </ContentSection>

      <ContentSection title={t.greenTitle}>
        <p>{t.green}</p>
      </ContentSection>

      <ContentSection title={t.beforeTitle}>
        <RichList items={[t.before1, t.before2, t.before3, t.before4, t.before5]} />
      </ContentSection>

      <ContentSection title={t.whileTitle}>
        <RichList items={[t.while1, t.while2, t.while3, t.while4, t.while5, t.while6, t.while7]} />
      </ContentSection>

      <Callout tone="green">
        <p className="font-bold">{t.firstAidTitle}</p>
        <RichList
          className="mt-1 list-disc space-y-1 pl-5 text-sm"
          items={[t.firstAid1, t.firstAid2, t.firstAid3, t.firstAid4, t.firstAid5]}
        />
      </Callout>

      <ContentSection title={t.storingTitle}>
        <RichList items={[t.storing1, t.storing2, t.storing3]} />
      </ContentSection>
    </ContentPage>
  );
}
