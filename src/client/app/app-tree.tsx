import { lazy, type ReactNode, StrictMode, useEffect } from 'react';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme.ts';
import { LaterPart } from '#client/components/later-part.tsx';

const Overlays = lazy(async () => ({ default: (await import('./overlays.tsx')).Overlays }));

/** Last in the tree: its effect runs after every other part's, once the app listens (keys, live updates). */
const Mounted = ({ onMounted }: { onMounted?: () => void }) => {
  useEffect(() => onMounted?.(), [onMounted]);
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
