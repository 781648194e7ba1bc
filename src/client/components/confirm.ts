import { modals } from '@mantine/modals';
import { t } from '#client/lib/page-data.ts';

type ConfirmSettings = Parameters<typeof modals.openConfirmModal>[0];

let resolveOverlaysMounted: () => void = () => undefined;
const overlaysMounted = new Promise<void>((resolve) => {
  resolveOverlaysMounted = resolve;
});

/**
 * The dialogs mount after the first render (decision 071) and hear only what is opened once they
 * listen: a confirmation asked for before that waits for them instead of being lost.
 */
export const markOverlaysMounted = (): void => resolveOverlaysMounted();

export const openConfirmation = (settings: ConfirmSettings): void => {
  void overlaysMounted.then(() => modals.openConfirmModal(settings));
};

/** One confirmation dialog for every destructive action (spec §5 confirmations). */
export const confirmAction = (message: string, onConfirm: () => void, confirmLabel = t('common.confirm')): void => {
  openConfirmation({
    title: message,
    labels: { confirm: confirmLabel, cancel: t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
};
