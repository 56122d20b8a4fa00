import { STAFF_MESSAGES } from '@pataka/domain/staff';
import { useAuth } from '../../../lib/auth.ts';
import { AddStaffForm } from './add-staff-form.tsx';
import { StaffList } from './staff-list.tsx';

export function StaffScreen() {
  const { user } = useAuth();
  if (user?.role !== 'owner') {
    return (
      <p className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-700">
        {STAFF_MESSAGES.ownersOnly}.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <StaffList />
      <section className="rounded-xl border border-stone-200 bg-white p-4">
        <h2 className="mb-3 font-semibold">Add staff</h2>
        <AddStaffForm />
      </section>
    </div>
  );
}
