// /profile (protected, §2): who the shopper is, editable name and e-mail, and the address book (manage mode).
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses, Button } from '@pataka/ui/button';
import { PageSpinner } from '@pataka/ui/spinner';
import { paths } from '../../config/paths.ts';
import { PERSONAL_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { routesText as t } from './messages.ts';
import { useAuth } from '../../lib/auth.ts';
import { useCustomer } from '../../lib/customer.ts';
import { AddressBook } from '../../features/addresses/components/address-book.tsx';
import { ProfileForm } from '../../features/profile/components/profile-form.tsx';
import { ProfileSummary } from '../../features/profile/components/profile-summary.tsx';
import { MessagePreferencesSection } from '../../features/profile/components/message-preferences.tsx';

export function Component() {
  const title = PERSONAL_COPY.profile().title;
  usePageMeta(title);
  const { user } = useAuth();
  const customer = useCustomer().data ?? user;
  const [editing, setEditing] = useState(false);

  if (!customer) return <PageSpinner />;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        <div className="flex gap-2">
          <Link to={paths.enquiries.getHref()} className={buttonClasses('outline', 'sm')}>
            {t.myEnquiries}
          </Link>
          <Link to={paths.favorites.getHref()} className={buttonClasses('ghost', 'sm')}>
            {t.favorites}
          </Link>
        </div>
      </div>

      <section
        aria-labelledby="details-title"
        className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="details-title" className="text-lg font-bold text-brand-900">
            {t.personalDetails}
          </h2>
          {!editing && (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {t.editProfile}
            </Button>
          )}
        </div>
        {editing ? (
          <ProfileForm customer={customer} onDone={() => setEditing(false)} />
        ) : (
          <ProfileSummary customer={customer} />
        )}
      </section>

      <MessagePreferencesSection />

      <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <AddressBook mode="manage" />
      </div>
    </div>
  );
}
