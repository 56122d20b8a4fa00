import type { ReactNode } from 'react';

/** The frame of an information page: a festive title band and a readable column. */
export function ContentPage({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Two-column pages (contact) need more room than a text column. */
  wide?: boolean;
}) {
  return (
    <article>
      <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className={`mx-auto px-4 py-10 sm:py-14 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
          {lead && <p className="mt-3 max-w-2xl text-base text-saffron-100 sm:text-lg">{lead}</p>}
        </div>
      </header>
      <div className={`mx-auto px-4 py-8 sm:py-12 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>{children}</div>
    </article>
  );
}

/** A titled section with body-text styling for its paragraphs and lists. */
export function ContentSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section
      id={id}
      className="mb-8 text-stone-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_li]:mt-1 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-2 [&_p]:leading-7 [&_strong]:text-stone-900 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5"
    >
      <h2 className="text-xl font-bold text-brand-900 sm:text-2xl">{title}</h2>
      {children}
    </section>
  );
}

/** A highlighted box for the one thing a reader must not miss. */
export function Callout({
  tone = 'saffron',
  children,
}: {
  tone?: 'saffron' | 'red' | 'green';
  children: ReactNode;
}) {
  const tones = {
    saffron: 'border-saffron-500 bg-saffron-50 text-brand-950',
    red: 'border-red-600 bg-red-50 text-red-950',
    green: 'border-green-600 bg-green-50 text-green-950',
  } as const;
  return <div className={`my-6 rounded-lg border-l-4 px-4 py-3 ${tones[tone]}`}>{children}</div>;
}
