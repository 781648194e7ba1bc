import { lazy, Suspense, useRef, useState } from 'react';
import { Kbd, Popover, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Loading } from '#client/components/loading.tsx';
import { t } from '#client/lib/page-data.ts';
import { searchResultsId } from './search-ids.ts';

// The results, their query and texts are a chunk of their own, fetched when the box is first focused:
// the first download of /app/ carries only this box (decision 062).
const loadResults = () => import('./search-results.tsx');
const SearchResults = lazy(async () => ({ default: (await loadResults()).SearchResults }));

/** Spec §2: the top bar's search; `/` focuses it when no text field has focus. */
export const SearchBox = () => {
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [opened, setOpened] = useState(false);
  // Mantine ignores hotkeys typed into inputs, textareas and selects: "/" only focuses search from elsewhere.
  useHotkeys([['/', () => inputRef.current?.focus()]]);
  const open = () => {
    void loadResults();
    setOpened(true);
  };
  const showing = opened && term.trim() !== '';
  return (
    <Popover opened={showing} onDismiss={() => setOpened(false)} position="bottom-start" width={420} shadow="md" withinPortal>
      <Popover.Target>
        <TextInput
          ref={inputRef}
          type="search"
          aria-autocomplete="list"
          aria-controls={searchResultsId}
          aria-label={t('topbar.search')}
          placeholder={t('topbar.search')}
          rightSection={<Kbd size="xs">/</Kbd>}
          value={term}
          onFocus={open}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            open();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !showing) return;
            // The first Escape closes the list and keeps the term; a search field clears itself on the next.
            event.preventDefault();
            setOpened(false);
          }}
          onBlur={() => setOpened(false)}
          style={{ flex: 1, minWidth: 0, maxWidth: 420 }}
        />
      </Popover.Target>
      <Popover.Dropdown p={4} maw="calc(100vw - 16px)">
        <Suspense fallback={<Loading />}>
          <SearchResults
            term={term}
            inputRef={inputRef}
            onChosen={() => {
              setOpened(false);
              setTerm('');
              inputRef.current?.blur();
            }}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
};
