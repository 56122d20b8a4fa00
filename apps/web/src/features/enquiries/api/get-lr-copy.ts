// GET /orders/{id}/dispatches/{dispatchId}/lr-copy: the LR copy is private (the shopper's token), so the
// page fetches it as a blob and shows it from an object URL; a plain <img src> would carry no token.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';

/** The dispatch's lrCopyUrl is the full API path; the client adds its own base. */
const apiPath = (url: string) => url.replace(/^\/api\/v1(?=\/)/, '');

export function useLrCopy(url: string | null) {
  const query = useQuery({
    queryKey: ['lr-copy', url],
    queryFn: async () => {
      const blob = await api.getBlob(apiPath(url ?? ''));
      return { src: URL.createObjectURL(blob), type: blob.type };
    },
    enabled: Boolean(url),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
  const src = query.data?.src;
  useEffect(() => () => void (src && setTimeout(() => URL.revokeObjectURL(src), 5 * 60_000)), [src]);
  return query;
}
