import { useEffect } from 'react';
import { useCompany } from '../features/company/api/get-company.ts';
import { documentTitle } from '../lib/document-title.ts';
import { trimDescription } from '../ssr/head.ts';

/**
 * Sets document.title ('Title | <shop name>') and the meta description for the current page. The server
 * wrote both into the HTML already (ssr/page-heads.ts); this keeps them right after client navigations.
 * The shop's name comes from the company query, which the server fills before it renders.
 */
export function usePageMeta(title: string | undefined, description?: string) {
  const shopName = useCompany().data?.companyName;
  useEffect(() => {
    if (title) document.title = documentTitle(title, shopName);
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      // The server's cut (at a word, with an ellipsis), so hydration does not rewrite what it wrote.
      meta.content = trimDescription(description);
    }
  }, [title, description, shopName]);
}
