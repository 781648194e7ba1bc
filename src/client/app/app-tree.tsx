import { lazy, type ReactNode, StrictMode, startTransition, useEffect, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme.ts';
import { LaterPart } from '#client/components/later-part.tsx';

const Overlays = lazy(async () => ({ default: (await import('./overlays.tsx')).Overlays }));

/**
 * Last in the tree: its effect runs after every other part's, once the app listens (keys, live updates). It waits
 * one transition more, which the parts drawn as stand-ins (`LaterPart`) share, having started theirs from their own
 * effects before it: a drawn page is live only once its stand-ins are the browser's, and none is swapped under a press.
 */
const Mounted = ({ onMounted }: { onMounted?: () => void }) => {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) onMounted?.();
    else startTransition(() => setSettled(true));
  }, [settled, onMounted]);
  return null;
};

/**
 * The app around its router, as the browser renders it and as the server draws a first paint (decision 129):
 * one tree, so that the browser can take the server's drawing over where it stands.
 */
export const AppTree = ({
  queryClient,
  onMounted,
  children,
}: {
  queryClient: QueryClient;
  onMounted?: () => void;
  children: ReactNode;
}) => (
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <LaterPart fallback={null}>
          <Overlays />
        </LaterPart>
        {children}
        <Mounted onMounted={onMounted} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>
);
