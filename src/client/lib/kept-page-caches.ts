// The caches of the pages the app's service worker keeps (decision 132), each build's and each user's apart; named
// here for the worker and for the app, which removes them at sign-out.

export const keptPagesPrefix = 'explainer-studio:pages:';

/** Removes the kept pages' caches but those `keeping` names: in the worker, and in the app at sign-out. */
export const dropKeptPages = async (keeping: (name: string) => boolean = () => false): Promise<void> => {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(keptPagesPrefix) && !keeping(name)).map((name) => caches.delete(name)),
  );
};

/**
 * The worker names a page it answered from its copy in the answer's Server-Timing, which the page reads from its own
 * navigation's timing: the app then asks for the page's answers again.
 */
export const keptPageTiming = 'kept-page';

/** The app asks the worker to keep the page it shows, which the server sent before the worker was there. */
export const keepPageMessage = 'keep-page';
