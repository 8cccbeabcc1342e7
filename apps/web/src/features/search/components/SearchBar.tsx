import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SEARCH_TERM_MAX_LENGTH } from '@spina/domain';
import type { SearchTerm } from '../hooks/use-search-term';
import classes from '../search.module.css';

/**
 * The overlay's search field (spec 1 §2.6): Enter searches at once, the reset icon empties it, Cancel closes
 * the overlay; the arrow down key moves to the first result.
 */
export function SearchBar({
  search,
  resultsId,
  statusId,
  resultsRef,
  onCancel,
}: {
  search: SearchTerm;
  resultsId: string;
  statusId: string;
  resultsRef: RefObject<HTMLElement | null>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('search');
  const inputRef = useRef<HTMLInputElement>(null);
  const toResults = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = resultsRef.current?.querySelector<HTMLElement>(
      'a[href], button:not(:disabled), [role="tab"]',
    );
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  return (
    <Group
      component="form"
      role="search"
      gap="sm"
      wrap="nowrap"
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
    >
      <TextInput
        data-autofocus
        ref={inputRef}
        type="search"
        className={classes.input}
        value={search.input}
        onChange={(event) => search.change(event.currentTarget.value)}
        onKeyDown={toResults}
        aria-label={t('input')}
        aria-controls={resultsId}
        aria-describedby={statusId}
        placeholder={t('placeholder')}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        radius="xl"
        size="md"
        flex={1}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSectionPointerEvents="all"
        rightSection={
          search.input !== '' ? (
            <CloseButton
              aria-label={t('reset')}
              onClick={() => {
                search.reset();
                inputRef.current?.focus();
              }}
            />
          ) : null
        }
      />
      <Button variant="subtle" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </Group>
  );
}
