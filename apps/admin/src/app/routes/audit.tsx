import { AuditList } from '../../features/audit/components/audit-list.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-4xl p-4">
      <h1 className="mb-4 text-xl font-semibold">Audit log</h1>
      <AuditList />
    </div>
  );
}
