import { lazy, useRef, useState } from 'react';
import { useHotkeys } from '@mantine/hooks';
import { SearchField } from './search-field.tsx';
import { LaterPart } from '#client/components/later-part.tsx';

// The popover (and the floating-ui positioning under it) loads right after the first render, not in the
// first download of /app/: until it arrives the same field stands in (decision 071).
const loadPopover = () => import('./search-popover.tsx');
const SearchPopover = lazy(async () => ({ default: (await loadPopover()).SearchPopover }));

/** Spec §2: the top bar's search; `/` focuses it when no text field has focus. */
export const SearchBox = () => {
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [opened, setOpened] = useState(false);
  // Mantine ignores hotkeys typed into inputs, textareas and selects: "/" only focuses search from elsewhere.
  useHotkeys([['/', () => inputRef.current?.focus()]]);
  const field = {
    term,
    showing: opened && term.trim() !== '',
    onTermChange: setTerm,
    onOpen: () => {
      void loadPopover().then(({ loadResults }) => loadResults());
      setOpened(true);
    },
    onClose: () => setOpened(false),
  };
  return (
    <LaterPart fallback={<SearchField ref={inputRef} {...field} />}>
      <SearchPopover
        {...field}
        inputRef={inputRef}
        focusedOnArrival={opened}
        onChosen={() => {
          setOpened(false);
          setTerm('');
          inputRef.current?.blur();
        }}
      />
    </LaterPart>
  );
};
