import { useRevalidator } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CompanyPublic } from '@pataka/domain/api-types';
import { ErrorFallback } from '../components/errors/error-fallback.tsx';
import { companyQueryOptions } from '../features/company/api/get-company.ts';

/** The router's error element: a page that fails to render (or to load its chunk) shows §2's fallback. */
export function RouteErrorFallback() {
  const revalidator = useRevalidator();
  const client = useQueryClient();
  const company = client.getQueryData<CompanyPublic>(companyQueryOptions().queryKey);
  return (
    <ErrorFallback
      onRetry={() => void revalidator.revalidate()}
      supportEmail={company?.supportEmail ?? company?.email}
    />
  );
}
