import { AcceptInviteForm } from '../../features/staff/components/accept-invite-form.tsx';

export function Component() {
  return <AcceptInviteForm />;
}
