// Search box + page kept in the URL (so a shared link opens the same list), the search debounced.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounced } from './use-debounced.ts';

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [input, setInput] = useState(search);
  const debounced = useDebounced(input.trim(), 300);

  useEffect(() => {
    if (debounced === search) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced) next.set('search', debounced);
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
    // Only the typed text drives this; the URL is read above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const setParam = (key: string, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });

  return {
    params,
    search,
    page,
    input,
    setInput,
    setPage: (p: number) => setParam('page', p > 1 ? String(p) : null),
    setParam,
  };
}
