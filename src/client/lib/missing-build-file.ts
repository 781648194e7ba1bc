declare global {
  interface Window {
    /** Set by the boot script of a page the server drew (decision 138). */
    reloadForMissingFile?: (error: unknown) => boolean;
  }
}

/**
 * True when `error` is a chunk of the build before that the server no longer has, and the page is reloading to
 * reach the new build (decision 138). The rule, once within a gap and only online, is the boot script's.
 */
export const reloadForMissingFile = (error: unknown): boolean =>
  typeof window !== 'undefined' && (window.reloadForMissingFile?.(error) ?? false);
