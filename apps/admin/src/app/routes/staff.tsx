import { StaffScreen } from '../../features/staff/components/staff-screen.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-3xl p-4">
      <h1 className="mb-4 text-xl font-semibold">Staff</h1>
      <StaffScreen />
    </div>
  );
}
