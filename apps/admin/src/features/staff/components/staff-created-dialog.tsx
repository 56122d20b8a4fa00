// After adding a member: the temporary password, shown this once, or the invite link to send.
import { Button, buttonClasses } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';
import { inviteLink, type CreateStaffResult } from '../api/create-staff.ts';
import { CopyButton } from './copy-button.tsx';

const expiry = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

export function StaffCreatedDialog({
  result,
  name,
  onClose,
}: {
  result: CreateStaffResult | null;
  name: string;
  onClose: () => void;
}) {
  if (!result) return null;

  if (result.temporaryPassword !== undefined) {
    return (
      <Modal open title={`${name} can now sign in`} onClose={onClose}>
        <div className="space-y-4">
          <p className="text-sm text-stone-700">
            Give them this temporary password. They sign in with their email
            {result.staff ? ` (${result.staff.email})` : ''} and this password.
          </p>
          <div className="flex gap-2">
            <input
              id="temporary-password"
              readOnly
              value={result.temporaryPassword}
              aria-label="Temporary password"
              data-testid="temporary-password"
              className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 font-mono text-base"
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton text={result.temporaryPassword} fallbackInputId="temporary-password" />
          </div>
          <p role="note" className="rounded-lg bg-saffron-50 p-3 text-sm font-medium text-saffron-700">
            This password will not be shown again. Copy it now.
          </p>
          <Button className="w-full" onClick={onClose}>
            I have copied it
          </Button>
        </div>
      </Modal>
    );
  }

  const link = inviteLink(result.invite);
  const message = `You are invited to the shop's Pataka console. Set your password here: ${link}`;
  return (
    <Modal open title={`Invite link for ${name}`} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-sm text-stone-700">
          Send this link to {name}. They open it, choose a password and are signed in.
          {result.invite.expiresAt && (
            <> It works until {expiry.format(new Date(result.invite.expiresAt))}.</>
          )}
        </p>
        <div className="flex gap-2">
          <input
            id="invite-link"
            readOnly
            value={link}
            aria-label="Invite link"
            className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 text-sm"
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton text={link} fallbackInputId="invite-link" />
        </div>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noreferrer"
          className={buttonClasses('primary', 'md', 'w-full bg-green-700 hover:bg-green-800')}
        >
          Share on WhatsApp
        </a>
        <Button variant="ghost" className="w-full" onClick={onClose}>
          Done
        </Button>
      </div>
    </Modal>
  );
}
