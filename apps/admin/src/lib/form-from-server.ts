import { useLayoutEffect } from 'react';

/**
 * Fills a settings form with what the server holds, in the same commit that mounts it.
 *
 * The forms render only once their query has data, but `useForm` was created while it was still
 * loading, so its fields start empty. Resetting them in a passive effect left a frame, painted and
 * readable, in which every field was blank: a quick assistant could type into it and have the
 * reset wipe the typing, and a browser test read '' (CI, 2026-11-28). A layout effect runs before
 * the browser paints or yields to anything else. Later refetches reset the form the same way.
 */
export function useFormFromServer<Data, Values>(
  data: Data | undefined,
  reset: (values: Values) => void,
  toForm: (data: Data) => Values,
): void {
  useLayoutEffect(() => {
    if (data) reset(toForm(data));
  }, [data, reset, toForm]);
}
