import { useEffect } from 'react';
import { modals } from '@mantine/modals';
import { useBlocker } from 'react-router';
import { t } from '#client/lib/page-data.ts';

/**
 * Spec §2: leaving a page with text in a guarded textarea warns 'You have unsaved changes'.
 * In-app navigation (a link, closing a modal that lives in the URL) asks Stay or Leave; closing
 * or reloading the tab gets the browser's own prompt, the only one a page may show there.
 * Mount it once per screen: the router supports one blocker at a time.
 */
export const useUnsavedChangesGuard = (dirty: boolean, options: { ignoredParams?: readonly string[] } = {}): void => {
  const { ignoredParams = [] } = options;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!dirty) return false;
    // Query parameters that only switch a view (a tab) keep the text on screen, so they leave nothing behind.
    const significant = (search: string) => {
      const params = new URLSearchParams(search);
      for (const name of ignoredParams) params.delete(name);
      params.sort();
      return params.toString();
    };
    return currentLocation.pathname !== nextLocation.pathname || significant(currentLocation.search) !== significant(nextLocation.search);
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Escape or a click outside closes the dialog without a choice, which means Stay.
    let chosen = false;
    modals.openConfirmModal({
      title: t('common.unsavedChanges'),
      labels: { confirm: t('common.leave'), cancel: t('common.stay') },
      confirmProps: { color: 'red' },
      closeOnConfirm: true,
      onConfirm: () => {
        chosen = true;
        blocker.proceed();
      },
      onCancel: () => {
        chosen = true;
        blocker.reset();
      },
      onClose: () => {
        if (!chosen) blocker.reset();
      },
    });
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
};
