import { useEffect, useId, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import { openConfirmation } from '#client/components/confirm.ts';
import { t } from '#client/lib/page-data.ts';

interface UnsavedForm {
  /** Query parameters that only switch a view (a tab, the comments modal) keep this form on screen. */
  ignoredParams: readonly string[];
}

// The router supports one blocker at a time, so every form registers here and one guard (in the app layout) blocks for all.
const dirtyForms = new Map<string, UnsavedForm>();
const listeners = new Set<() => void>();
let snapshot: readonly UnsavedForm[] = [];

const publish = () => {
  snapshot = [...dirtyForms.values()];
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const leaves = (
  form: UnsavedForm,
  current: { pathname: string; search: string },
  next: { pathname: string; search: string },
): boolean => {
  const significant = (search: string) => {
    const params = new URLSearchParams(search);
    for (const name of form.ignoredParams) params.delete(name);
    params.sort();
    return params.toString();
  };
  return current.pathname !== next.pathname || significant(current.search) !== significant(next.search);
};

/**
 * Spec §2: leaving a page with text in a guarded form warns 'You have unsaved changes'. Any number
 * of forms on a screen may call this while their text differs from what is saved.
 */
export const useUnsavedChanges = (dirty: boolean, options: { ignoredParams?: readonly string[] } = {}): void => {
  const id = useId();
  const ignored = (options.ignoredParams ?? []).join('\n');
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.set(id, { ignoredParams: ignored === '' ? [] : ignored.split('\n') });
    publish();
    return () => {
      dirtyForms.delete(id);
      publish();
    };
  }, [id, dirty, ignored]);
};

/**
 * The one blocker, mounted once by the app layout. In-app navigation (a link, closing a modal that
 * lives in the URL) asks Stay or Leave; closing or reloading the tab gets the browser's own prompt,
 * the only one a page may show there.
 */
export const UnsavedChangesGuard = () => {
  const registered = () => snapshot;
  const forms = useSyncExternalStore(subscribe, registered, registered);
  const dirty = forms.length > 0;
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    forms.some((form) => leaves(form, currentLocation, nextLocation)),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Escape or a click outside closes the dialog without a choice, which means Stay.
    let chosen = false;
    openConfirmation({
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

  return null;
};
