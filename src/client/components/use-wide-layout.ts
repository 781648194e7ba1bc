import { useMediaQuery } from '@mantine/hooks';
import { sideModalBreakpointPx } from '#shared/app/limits.ts';

/** Spec §9's one breakpoint (992 px): side panels and side navigation from here up, full width below. */
export const useWideLayout = (): boolean =>
  useMediaQuery(`(min-width: ${sideModalBreakpointPx}px)`, true, { getInitialValueInEffect: false });
