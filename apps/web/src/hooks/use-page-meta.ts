import { useEffect } from 'react';

const SITE = 'Unique Crackers';

/** Sets document.title ('Title | Unique Crackers') and the meta description for the current page. */
export function usePageMeta(title: string | undefined, description?: string) {
  useEffect(() => {
    if (title) document.title = title.includes(SITE) ? title : `${title} | ${SITE}`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description.length > 160 ? `${description.slice(0, 157)}...` : description;
    }
  }, [title, description]);
}
