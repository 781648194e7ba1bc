import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, which the build puts in place of its own (decision 124). Mantine's sets a random id in a
 * layout effect after the first render, so every popover, menu, tooltip and field it draws renders a second
 * time, synchronously, in the task that mounted it: a fifth to a third of a page's longest task on a slow phone.
 * React's own id is unique in the app and the same from the first render, which is all the ids are for
 * (labels, aria-controls, aria-describedby).
 */
export const useId = (staticId?: string): string => {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
};
