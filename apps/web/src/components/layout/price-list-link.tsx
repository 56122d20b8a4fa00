import type { ReactNode } from 'react';
import { PRICE_LIST_LINKS, PRICE_LIST_PDF_PATH } from '@pataka/domain/price-list-pdf';
import { API_BASE } from '../../config/env.ts';

/**
 * "Download Price List": a plain link, no script. The browser sends no X-Tenant-ID with it, so the API
 * finds the shop the way it found this page's (the shop cookie that ?shop= sets, else the host); the
 * address carries no shop id, so the server's markup and the client's always agree.
 */
export function PriceListLink({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <a
      href={`${API_BASE}${PRICE_LIST_PDF_PATH}`}
      download
      className={className}
      aria-label={children ? PRICE_LIST_LINKS.download : undefined}
    >
      {children ?? PRICE_LIST_LINKS.download}
    </a>
  );
}
