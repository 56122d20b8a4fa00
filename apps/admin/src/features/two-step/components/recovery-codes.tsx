// Recovery codes, shown once right after set-up: copy or download them before leaving.
import { useState } from 'react';
import { Button } from '@pataka/ui/button';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'pataka-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-label="Recovery codes" className="space-y-3">
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        Two-step sign-in is on. Keep these recovery codes somewhere safe: each one signs you in once if your
        phone is lost. They are shown only now.
      </p>
      <ol className="grid grid-cols-2 gap-2 font-mono text-base" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c} className="rounded-md bg-stone-100 px-2 py-1.5 text-center tracking-wider">
            {c}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="outline" onClick={download}>
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </section>
  );
}
