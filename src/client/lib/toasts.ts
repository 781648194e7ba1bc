import { notifications } from '@mantine/notifications';

export type ToastKind = 'text' | 'info' | 'success' | 'warning' | 'error';

/** Spec §8: toasts last 1500 ms. */
export const toastDurationMs = 1500;

const colorByKind: Record<ToastKind, string> = {
  text: 'gray',
  info: 'blue',
  success: 'green',
  warning: 'yellow',
  error: 'red',
};

export const showToast = (kind: ToastKind, message: string): void => {
  notifications.show({
    message,
    color: colorByKind[kind],
    autoClose: toastDurationMs,
    withBorder: true,
    className: `toast-${kind}`,
  });
};
