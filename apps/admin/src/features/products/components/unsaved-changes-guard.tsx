// "You have unsaved changes": holds in-app navigation while the form is dirty, and warns on reload/close.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
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
