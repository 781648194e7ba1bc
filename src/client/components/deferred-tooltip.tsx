import { useState, type ReactElement } from 'react';
import { Tooltip } from '@mantine/core';

/**
 * A tooltip that joins its target when a pointer first reaches it, and opens and closes from then on as Mantine's
 * Tooltip does (on hover). A card list drew one of Mantine's floating tooltips per avatar and star, each a floating-ui
 * context the server built and the browser hydrated for a label few of them ever show (decision 134).
 */
export const DeferredTooltip = ({ label, children }: { label: string; children: ReactElement }) => {
  const [reached, setReached] = useState(false);
  if (reached)
    return (
      <Tooltip label={label} defaultOpened>
        {children}
      </Tooltip>
    );
  return (
    <span style={{ display: 'contents' }} onPointerEnter={() => setReached(true)}>
      {children}
    </span>
  );
};
