import { ModalsProvider } from '@mantine/modals';

/** Shows the dialogs opened with `modals.openConfirmModal` (unsaved changes, deleting). */
export const ModalsHost = () => <ModalsProvider />;
