import { PushToggle } from '../../features/push/components/push-toggle.tsx';
import { DeskSettingsForm } from '../../features/settings/components/desk-settings-form.tsx';
import { DomainsSection } from '../../features/domains/components/domains-section.tsx';
import { useAuth } from '../../lib/auth.ts';
import { TaxSettingsForm } from '../../features/shop/components/tax-settings-form.tsx';

export function Component() {
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4">
      <h1 className="text-xl font-semibold">Settings</h1>
      <section className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
        <h2 className="font-semibold">Notifications on this device</h2>
        <p className="text-sm text-stone-600">
          A notification for each new enquiry and payment screenshot, even when the console is closed. Turn it
          on on each phone or PC that should ring. The sound preference is in the menu.
        </p>
        <PushToggle />
      </section>
      <section className="rounded-xl border border-stone-200 bg-white p-4">
        <h2 className="mb-3 font-semibold">Enquiry desk</h2>
        <DeskSettingsForm />
      </section>
      {user?.role === 'owner' && (
        <section className="rounded-xl border border-stone-200 bg-white p-4">
          <h2 className="mb-3 font-semibold">Your shop's web address</h2>
          <DomainsSection />
        </section>
      )}
      <section id="tax" className="rounded-xl border border-stone-200 bg-white p-4">
        <h2 className="font-semibold">Tax and invoices</h2>
        <p className="mb-3 text-sm text-stone-600">What every GST invoice and bill of supply says.</p>
        <TaxSettingsForm />
      </section>
    </div>
  );
}
