import { useQueryClient } from '@tanstack/react-query';
import type { CompanyPublic } from '@pataka/domain/api-types';
import { ErrorFallback } from '../components/errors/error-fallback.tsx';
import { companyQueryOptions } from '../features/company/api/get-company.ts';

/** A page that fails to render (or to load its chunk) shows §2's fallback; retry renders it again. */
export function RouteErrorFallback({ onRetry }: { onRetry: () => void }) {
  const client = useQueryClient();
  const company = client.getQueryData<CompanyPublic>(companyQueryOptions().queryKey);
  return (
    <ErrorFallback
      onRetry={() => {
        void client.refetchQueries({ type: 'active' });
        onRetry();
      }}
      supportEmail={company?.supportEmail ?? company?.email}
    />
  );
}
