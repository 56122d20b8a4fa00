import { useState } from 'react';
import { Button } from '@pataka/ui/button';

/** Copies `text`; says "Copied" for a moment. Falls back to selecting the given input when the clipboard is blocked. */
export function CopyButton({
  text,
  label = 'Copy',
  fallbackInputId,
}: {
  text: string;
  label?: string;
  fallbackInputId?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      const input = fallbackInputId
        ? (document.getElementById(fallbackInputId) as HTMLInputElement | null)
        : null;
      input?.select();
      setState('failed');
    }
    setTimeout(() => setState('idle'), 2500);
  };
  return (
    <Button variant="outline" onClick={() => void copy()} aria-live="polite">
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Selected — copy it' : label}
    </Button>
  );
}
