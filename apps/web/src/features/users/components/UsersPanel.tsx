import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconUserPlus, IconUsers } from '@tabler/icons-react';
import type { Language, UserAdminRecord, UserStatus } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Pager } from '../../../components/ui/Pager';
import { useMobileLayout } from '../../../lib/breakpoints';
import { useMessage } from '../../../lib/i18n/messages';
import { useManagedShipTos, useResendInvitation, useUserList } from '../api/users';
import { changeUserFilters, isFiltered, NO_USER_FILTERS, type UserFilters } from '../user-filters';
import { useUsersErrorText } from '../use-users-error-text';
import { EditRolesModal } from './EditRolesModal';
import { InviteUserModal } from './InviteUserModal';
import { StatusChangeModal } from './StatusChangeModal';
import { UserFiltersBar } from './UserFiltersBar';
import { UserCards, UserTable, type UserActionHandlers } from './UserList';

type Outcome = { ok: boolean; text: string };

function LoadingUsers() {
  const { t } = useTranslation('users');
  return (
    <Stack gap="sm" aria-busy="true">
      <Text size="sm">{t('list.loading')}</Text>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} height={64} radius="md" />
      ))}
    </Stack>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('users');
  return (
    <Alert color="spinaRed" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('list.error')}</Text>
        <Button size="xs" variant="white" color="spinaRed" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

function NoUsers({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('users');
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <IconUsers size={40} aria-hidden />
        <Title order={3} fz="lg">
          {filtered ? t('list.noMatchTitle') : t('list.emptyTitle')}
        </Title>
        <Text size="sm">{filtered ? t('list.noMatchText') : t('list.emptyText')}</Text>
        {filtered && (
          <Button variant="light" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The users of the manager's company (spec 3 §2 user management, §7): searched and filtered, a page at a time,
 * as a table on a desktop and cards on a phone, with invitation, roles, status and invitation resending.
 */
export function UsersPanel({ language }: { language: Language }) {
  const { t } = useTranslation('users');
  const message = useMessage();
  const errorText = useUsersErrorText();
  const narrow = useMobileLayout();
  const [filters, setFilters] = useState<UserFilters>(NO_USER_FILTERS);
  const [filtersKey, setFiltersKey] = useState(0);
  const list = useUserList(filters);
  const shipTos = useManagedShipTos();
  const resend = useResendInvitation();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<UserAdminRecord | null>(null);
  const [statusChange, setStatusChange] = useState<{ user: UserAdminRecord; status: UserStatus } | null>(
    null,
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const clear = () => {
    setFilters(NO_USER_FILTERS);
    setFiltersKey((key) => key + 1);
  };
  const handlers: UserActionHandlers = {
    onEdit: setEditing,
    onStatus: (user, status) => setStatusChange({ user, status }),
    onResend: (user) =>
      resend.mutate(user, {
        onSuccess: (text) => setOutcome({ ok: true, text: message(text) }),
        onError: (error) => setOutcome({ ok: false, text: errorText(error) }),
      }),
    resending: resend.isPending ? (resend.variables?.id ?? null) : null,
  };
  const done = (text: string) => {
    setOutcome({ ok: true, text });
    setEditing(null);
    setStatusChange(null);
  };

  const total = list.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / (list.data?.pageSize ?? 1)));
  let content;
  if (list.isPending) content = <LoadingUsers />;
  else if (list.isError && !list.data) content = <LoadFailed onRetry={() => void list.refetch()} />;
  else if (!list.data || list.data.results.length === 0)
    content = <NoUsers filtered={isFiltered(filters)} onClear={clear} />;
  else {
    const List = narrow ? UserCards : UserTable;
    content = (
      <Stack gap="md" aria-busy={list.isPlaceholderData}>
        <List users={list.data.results} handlers={handlers} />
        <Pager
          label={t('list.pages')}
          page={filters.page}
          totalPages={totalPages}
          onChange={(page) => setFilters({ ...filters, page })}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <UserFiltersBar
          key={filtersKey}
          filters={filters}
          shipTos={shipTos.data ?? []}
          onChange={(next) => setFilters(changeUserFilters(filters, next))}
          onClear={clear}
        />
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => {
            setOutcome(null);
            setInviting(true);
          }}
          disabled={!shipTos.data}
        >
          {t('actions.invite')}
        </Button>
      </Group>
      {outcome && (
        <Alert
          color={outcome.ok ? 'spinaGreen' : 'spinaRed'}
          variant="light"
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.text}
        </Alert>
      )}
      <Text size="sm" fw={600} aria-live="polite">
        {list.data ? t('list.count', { count: total }) : ''}
      </Text>
      {content}
      {shipTos.data && (
        <InviteUserModal
          opened={inviting}
          shipTos={shipTos.data}
          defaultLanguage={language}
          onClose={() => setInviting(false)}
          onInvited={setOutcome}
        />
      )}
      {editing && shipTos.data && (
        <EditRolesModal
          user={editing}
          shipTos={shipTos.data}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      )}
      {statusChange && (
        <StatusChangeModal
          user={statusChange.user}
          status={statusChange.status}
          onClose={() => setStatusChange(null)}
          onChanged={done}
        />
      )}
    </Stack>
  );
}
