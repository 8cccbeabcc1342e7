import { Alert, Container, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CUSTOMER_USER_SEARCH_LIMIT } from '@spina/domain';
import { searchCustomerUsers } from '../api/staff';
import { CustomerUserRow } from '../components/CustomerUserRow';

/** Wait after typing before searching, so each keystroke does not call the server. */
const SEARCH_DEBOUNCE_MS = 300;
const MIN_TERM_LENGTH = 2;

/**
 * /staff/act-as (DESIGN §6): customer service finds a customer user by e-mail or name and acts as them, or
 * sends an invited user the invitation again.
 */
export default function ActAsPage() {
  const { t } = useTranslation('staff');
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const searchable = debounced.length >= MIN_TERM_LENGTH;
  const users = useQuery({
    queryKey: ['staff', 'customer-users', debounced],
    queryFn: ({ signal }) => searchCustomerUsers(debounced, signal),
    enabled: searchable,
    placeholderData: keepPreviousData,
  });
  const results = searchable ? (users.data ?? []) : [];

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{t('actAs.title')}</Title>
          <Text c="dimmed">{t('actAs.text')}</Text>
        </Stack>
        <TextInput
          type="search"
          label={t('actAs.search')}
          placeholder={t('actAs.searchPlaceholder')}
          description={t('actAs.hint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={users.isFetching ? <Loader size={16} aria-hidden /> : null}
          size="md"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        {users.isError && searchable && (
          <Alert color="red" variant="light" role="alert">
            {t('actAs.failed')}
          </Alert>
        )}
        <section aria-label={t('actAs.results')} aria-busy={users.isFetching}>
          {searchable && users.isSuccess && results.length === 0 && (
            <Text c="dimmed">{t('actAs.none', { term: debounced })}</Text>
          )}
          {results.length > 0 && (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {results.map((user) => (
                <CustomerUserRow key={user.UID} user={user} />
              ))}
            </Stack>
          )}
          {results.length >= CUSTOMER_USER_SEARCH_LIMIT && (
            <Text size="sm" c="dimmed" mt="sm">
              {t('actAs.more')}
            </Text>
          )}
        </section>
      </Stack>
    </Container>
  );
}
