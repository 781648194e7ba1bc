import { notifications } from '@mantine/notifications';
import { toastDurationMs } from '#shared/app/limits.ts';

export type ToastKind = 'text' | 'info' | 'success' | 'warning' | 'error';

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
