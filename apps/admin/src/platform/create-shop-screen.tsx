import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';
import { ErrorNote } from './platform-bits.tsx';
import { platformFetch, type ShopSummary } from './platform-api.ts';

type Created = { shop: ShopSummary; invite: { email: string; url: string; expiresAt: string } };

/** A new shop and its owner's invite link, which the operator sends them. */
export function CreateShopScreen() {
  const client = useQueryClient();
  const [form, setForm] = useState({ id: '', name: '', ownerEmail: '', ownerName: '' });
  const [created, setCreated] = useState<Created | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = { ...form, ownerName: form.ownerName.trim() || undefined };
      setCreated(await platformFetch<Created>('POST', '/shops', body));
      await client.invalidateQueries({ queryKey: ['platform', 'shops'] });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  if (created) {
    const link = `${window.location.origin}${created.invite.url}`;
    return (
      <section className="max-w-xl rounded-xl bg-white p-5 shadow-sm">
        <h1 className="text-xl font-bold text-brand-900">Created {created.shop.name}</h1>
        <p className="mt-2 text-sm text-stone-700">
          Send this link to {created.invite.email}. It sets the owner&apos;s password and works once, until{' '}
          {new Date(created.invite.expiresAt).toLocaleString('en-IN')}.
        </p>
        <p data-testid="invite-link" className="mt-3 rounded-lg bg-stone-100 p-3 font-mono text-xs break-all">
          {link}
        </p>
        <Link
          to={`/shops/${created.shop.id}`}
          className="mt-4 inline-block font-semibold text-brand-800 underline"
        >
          Open the shop
        </Link>
      </section>
    );
  }
  return (
    <section className="max-w-xl rounded-xl bg-white p-5 shadow-sm">
      <h1 className="mb-4 text-xl font-bold text-brand-900">New shop</h1>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <TextField label="Shop name" requiredMark {...field('name')} />
        <TextField
          label="Shop id"
          requiredMark
          hint="Lower-case letters, digits and hyphens, e.g. kaveri. It never changes."
          {...field('id')}
        />
        <TextField label="Owner's email" type="email" requiredMark {...field('ownerEmail')} />
        <TextField label="Owner's name" {...field('ownerName')} />
        <ErrorNote error={error} />
        <Button type="submit" disabled={busy}>
          Create shop and invite the owner
        </Button>
      </form>
    </section>
  );
}
