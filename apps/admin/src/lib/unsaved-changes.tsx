// "You have unsaved changes": while a form edits a copy that differs from what is saved, in-app
// navigation waits for an answer and a reload/close asks the browser's own question.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';

export type UnsavedChangesOptions = {
  /** Also hold a change of the query alone (a form opened by `?edit=…` on a list screen). */
  watchSearch?: boolean;
};

/** Holds navigation to another path while `when`; returns the blocker the dialog answers. */
export function useUnsavedChanges(when: boolean, { watchSearch = false }: UnsavedChangesOptions = {}) {
  const blocker = useBlocker(
    ({ currentLocation: from, nextLocation: to }) =>
      when && (from.pathname !== to.pathname || (watchSearch && from.search !== to.search)),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return blocker;
}

/** Mount once in a form: `<UnsavedChangesGuard when={isDirty && !isSubmitting} />`. */
export function UnsavedChangesGuard({ when, ...options }: { when: boolean } & UnsavedChangesOptions) {
  const blocker = useUnsavedChanges(when, options);
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title="You have unsaved changes"
      onClose={() => blocker.reset?.()}
      size="sm"
    >
      <div className="space-y-4">
        <p className="text-sm text-stone-700">
          Leave this page and lose your changes, or stay and press Save?
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
          <Button onClick={() => blocker.reset?.()}>Stay on this page</Button>
        </div>
      </div>
    </Modal>
  );
}
