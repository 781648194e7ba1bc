import { useEffect, type RefObject } from 'react';

/** The attribute that names a control drawn by a stand-in first and by its real component once that arrives. */
export const swappedControlAttribute = 'data-swapped-control';

/**
 * Decision 071's stand-ins are replaced when their menus' chunks arrive. A stand-in that had the keyboard's
 * focus then leaves it on the page's body, and the next Tab starts from the top again; within `container`,
 * the control that replaces it, named the same, takes the focus over.
 */
export const useFocusKeptOnArrival = (container: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let focused: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      focused =
        target instanceof Element && root.contains(target) && target.hasAttribute(swappedControlAttribute)
          ? target
          : null;
    };
    // A click elsewhere leaves the focus on the page on purpose.
    const onPointerDown = () => {
      focused = null;
    };
    const observer = new MutationObserver(() => {
      if (!focused || focused.isConnected) return;
      const name = focused.getAttribute(swappedControlAttribute);
      focused = null;
      if (document.activeElement !== null && document.activeElement !== document.body) return;
      root.querySelector<HTMLElement>(`[${swappedControlAttribute}="${name}"]`)?.focus();
    });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown);
      observer.disconnect();
    };
  }, [container]);
};
