import { modals } from '@mantine/modals';
import { t } from '#client/lib/page-data.ts';

/** One confirmation dialog for every destructive action (spec §5 confirmations). */
export const confirmAction = (message: string, onConfirm: () => void, confirmLabel = t('common.confirm')): void => {
  modals.openConfirmModal({
    title: message,
    labels: { confirm: confirmLabel, cancel: t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
};
