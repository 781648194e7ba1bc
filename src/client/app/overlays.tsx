import { Notifications, useNotifications } from '@mantine/notifications';
import { ModalsProvider } from '@mantine/modals';
import { useEffect, useState } from 'react';
import { markOverlaysMounted } from '#client/components/confirm.ts';

/**
 * The toasts and the confirmation dialogs, mounted beside the app rather than around it: both are
 * opened through their stores' events (`notifications.show`, `modals.openConfirmModal`) with plain
 * texts, so they need no context of the app's, and their chunk loads after the first render
 * (decision 071). A toast shown before it arrives waits in the store and shows on arrival; a
 * confirmation waits for the mark below, set once the dialogs listen (children's effects run first).
 */
export const Overlays = () => {
  useEffect(markOverlaysMounted, []);
  // The toasts' stack is mounted with the first toast: it lays out a container per corner of the screen, work that
  // every page start paid on a phone's processor for toasts most visits never show (decision 130).
  const { notifications } = useNotifications();
  const [toastsShown, setToastsShown] = useState(false);
  if (notifications.length > 0 && !toastsShown) setToastsShown(true);
  return (
    <>
      {toastsShown && <Notifications position="top-right" limit={5} />}
      <ModalsProvider />
    </>
  );
};
