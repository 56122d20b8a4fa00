// The team: role changes in place, disable/enable after a confirmation, pending invites below.
import { useState } from 'react';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@pataka/domain/staff';
import { Badge } from '@pataka/ui/badge';
import { Button } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';
import { useAuth } from '../../../lib/auth.ts';
import { useStaff, type PendingInvite, type StaffMember } from '../api/get-staff.ts';
import { useUpdateStaff } from '../api/update-staff.ts';

const expiryFmt = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

function MemberRow({
  member,
  isMe,
  onToggle,
}: {
  member: StaffMember;
  isMe: boolean;
  onToggle: (m: StaffMember) => void;
}) {
  const update = useUpdateStaff();
  const [error, setError] = useState<string | null>(null);
  const changeRole = (role: StaffRole) => {
    setError(null);
    update.mutate({ id: member.id, role }, { onError: (e) => setError(e.message) });
  };
  return (
    <li className="space-y-2 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-48">
          <p className="font-medium">
            {member.name}
            {isMe && <span className="ml-1 text-sm font-normal text-stone-500">(you)</span>}
          </p>
          <p className="truncate text-sm text-stone-600">{member.email}</p>
        </div>
        {member.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="neutral">Disabled</Badge>}
        <label className="sr-only" htmlFor={`role-${member.id}`}>
          Role of {member.name}
        </label>
        <select
          id={`role-${member.id}`}
          value={member.role}
          disabled={update.isPending}
          onChange={(e) => changeRole(e.target.value as StaffRole)}
          className="h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm"
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {STAFF_ROLE_LABELS[r]}
            </option>
          ))}
        </select>
        <Button variant={member.isActive ? 'ghost' : 'outline'} onClick={() => onToggle(member)}>
          {member.isActive ? 'Disable' : 'Enable'}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

function ConfirmToggle({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const update = useUpdateStaff();
  const [error, setError] = useState<string | null>(null);
  if (!member) return null;
  const disabling = member.isActive;
  const close = () => {
    setError(null);
    update.reset();
    onClose();
  };
  const confirm = () =>
    update.mutate(
      { id: member.id, isActive: !disabling },
      { onSuccess: close, onError: (e) => setError(e.message) },
    );
  return (
    <Modal
      open
      title={disabling ? `Disable ${member.name}?` : `Enable ${member.name}?`}
      onClose={close}
      size="sm"
    >
      <div className="space-y-4">
        <p className="text-sm text-stone-700">
          {disabling
            ? `${member.name} is signed out and can no longer use the console. Their past work stays in the audit log. You can enable them again later.`
            : `${member.name} can sign in again with their password.`}
        </p>
        {error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button variant={disabling ? 'danger' : 'primary'} loading={update.isPending} onClick={confirm}>
            {disabling ? 'Disable' : 'Enable'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function Invites({ invites }: { invites: PendingInvite[] }) {
  if (invites.length === 0) return null;
  return (
    <section className="rounded-xl border border-stone-200 bg-white">
      <h2 className="border-b border-stone-100 px-4 py-3 font-semibold">Pending invites</h2>
      <ul className="divide-y divide-stone-100">
        {invites.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
            <span className="min-w-0 flex-1 basis-48">
              <span className="font-medium">{i.name}</span> <span className="text-stone-600">{i.email}</span>
            </span>
            <Badge tone="saffron">{STAFF_ROLE_LABELS[i.role] ?? i.role}</Badge>
            {i.expiresAt && (
              <span className="text-stone-600">
                Link valid until {expiryFmt.format(new Date(i.expiresAt))}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StaffList() {
  const { user } = useAuth();
  const { data, isPending, isError, error } = useStaff();
  const [toggling, setToggling] = useState<StaffMember | null>(null);
  if (isPending) return <p className="text-stone-600">Loading the team…</p>;
  if (isError)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {error.message}
      </p>
    );
  return (
    <div className="space-y-4">
      <section className="rounded-xl border border-stone-200 bg-white">
        <h2 className="border-b border-stone-100 px-4 py-3 font-semibold">Team ({data.staff.length})</h2>
        {data.staff.length === 0 ? (
          <p className="p-4 text-sm text-stone-600">No staff yet — add your first team member below.</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {data.staff.map((m) => (
              <MemberRow key={m.id} member={m} isMe={m.id === user?.id} onToggle={setToggling} />
            ))}
          </ul>
        )}
      </section>
      <Invites invites={data.invites} />
      <ConfirmToggle member={toggling} onClose={() => setToggling(null)} />
    </div>
  );
}
