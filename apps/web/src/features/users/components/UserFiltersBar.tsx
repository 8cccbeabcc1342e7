import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { USER_STATUSES, type ManagedShipTo, type UserStatus } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { isFiltered, type UserFilters } from '../user-filters';

/** Wait after typing before searching, so each keystroke does not call the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** Search by name or e-mail, status and ship-to filters of the user list (spec 3 §7 GetAllUsersInfo). */
export function UserFiltersBar({
  filters,
  shipTos,
  onChange,
  onClear,
}: {
  filters: UserFilters;
  shipTos: readonly ManagedShipTo[];
  onChange: (next: Partial<UserFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('users');
  const [search, setSearch] = useState(filters.search);
  const sendSearch = useDebouncedCallback(
    (value: string) => onChange({ search: value.trim() }),
    SEARCH_DEBOUNCE_MS,
  );
  return (
    <Group role="search" aria-label={t('filters.label')} gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('filters.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          sendSearch(event.currentTarget.value);
        }}
        autoComplete="off"
        w={{ base: '100%', sm: 260 }}
      />
      <NativeSelect
        label={t('filters.status')}
        value={filters.status}
        data={[
          { value: '', label: t('filters.anyStatus') },
          ...USER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
        ]}
        onChange={(event) => onChange({ status: event.currentTarget.value as UserStatus | '' })}
        w={{ base: '100%', xs: 200 }}
      />
      <NativeSelect
        label={t('filters.shipTo')}
        value={filters.shipTo}
        data={[
          { value: '', label: t('filters.allShipTos') },
          ...shipTos.map((shipTo) => ({ value: shipTo.shipToId, label: shipTo.shipToName })),
        ]}
        onChange={(event) => onChange({ shipTo: event.currentTarget.value })}
        w={{ base: '100%', xs: 280 }}
      />
      {isFiltered(filters) && (
        <Button
          variant="subtle"
          onClick={() => {
            setSearch('');
            onClear();
          }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
