import { Notifications } from '@mantine/notifications';
import { ModalsProvider } from '@mantine/modals';

/**
 * The toasts and the confirmation dialogs, mounted beside the app rather than around it: both are
 * opened through their stores' events (`notifications.show`, `modals.openConfirmModal`) with plain
 * texts, so they need no context of the app's, and their chunk loads after the first render
 * (decision 071). A toast shown before it arrives waits in the store and shows on arrival.
 */
export const Overlays = () => (
  <>
    <Notifications position="top-right" limit={5} />
    <ModalsProvider />
  </>
);
