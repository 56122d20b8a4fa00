import { useState } from 'react';
import { Button } from '@pataka/ui/button';
import { formatDateTime } from '../../../lib/format.ts';
import { noteAuthor, noteText, useAddNote, useNotes } from '../api/notes.ts';

export function NotesSection({ orderId }: { orderId: string }) {
  const notes = useNotes(orderId);
  const add = useAddNote(orderId);
  const [text, setText] = useState('');
  return (
    <section aria-labelledby="notes-title" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="notes-title" className="text-base font-bold text-brand-900">
        Internal notes
      </h2>
      <p className="mb-2 text-xs text-stone-600">Only staff see these.</p>
      {notes.isError && <p className="text-sm text-red-700">Could not load the notes.</p>}
      {notes.data && notes.data.length > 0 && (
        <ul className="mb-3 space-y-2">
          {notes.data.map((n) => (
            <li key={n.id} className="rounded-lg bg-stone-50 px-3 py-2">
              <p className="text-sm whitespace-pre-wrap">{noteText(n)}</p>
              <p className="mt-0.5 text-xs text-stone-600">
                {noteAuthor(n)} · {formatDateTime(n.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) add.mutate(text.trim(), { onSuccess: () => setText('') });
        }}
        className="space-y-2"
      >
        <label className="sr-only" htmlFor="new-note">
          New note
        </label>
        <textarea
          id="new-note"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={2}
          maxLength={2000}
          placeholder="e.g. Called at 4 pm, will pay tonight"
          className="block w-full rounded-lg border border-stone-300 p-2 text-base"
        />
        <Button type="submit" size="sm" variant="outline" disabled={!text.trim()} loading={add.isPending}>
          Add note
        </Button>
      </form>
    </section>
  );
}
