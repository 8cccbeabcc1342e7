import { Badge, Button, Group, Menu, Paper, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { UserAdminRecord, UserStatus } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Dark shades, so that the badges' white text reads at AA contrast. */
const STATUS_COLORS: Record<string, string> = {
  Active: 'spinaGreen.8',
  Invited: 'blue.8',
  Suspended: 'red.9',
};

/** What the list asks of the page for one user. */
export type UserActionHandlers = {
  onEdit: (user: UserAdminRecord) => void;
  onStatus: (user: UserAdminRecord, status: UserStatus) => void;
  onResend: (user: UserAdminRecord) => void;
  resending: string | null;
};

const fullName = (user: UserAdminRecord) => `${user.firstName} ${user.lastName}`;

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('users');
  return (
    <Badge
      variant="filled"
      color={STATUS_COLORS[status] ?? 'gray.7'}
      style={{ flexShrink: 0 }}
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {t(`statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}

function Person({ user }: { user: UserAdminRecord }) {
  const { t } = useTranslation('users');
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Group gap="xs">
        <Text fw={700}>{fullName(user)}</Text>
        {user.isSelf && (
          <Badge variant="outline" color="gray.8">
            {t('list.you')}
          </Badge>
        )}
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Text>
    </Stack>
  );
}

/** The user's role at each ship-to of the company, with extended permissions and links switched off. */
function RolesByShipTo({ user }: { user: UserAdminRecord }) {
  const { t } = useTranslation('users');
  if (user.permissionSchema.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('list.noShipTo')}
      </Text>
    );
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {user.permissionSchema.map((entry) => (
        <Text component="li" key={entry.shipToId} size="sm" c={entry.active ? undefined : 'gray.7'}>
          <Text component="span" size="sm" fw={600}>
            {entry.shipToName}
          </Text>
          {`: ${entry.rolename}`}
          {entry.extendedPermissions.length > 0 &&
            ` + ${entry.extendedPermissions.map((section) => t(`sections.${section}`, { defaultValue: section })).join(', ')}`}
          {!entry.active && ` (${t('list.switchedOff')})`}
        </Text>
      ))}
    </Stack>
  );
}

/** The actions the server offers on a user: edit roles, change status, send the invitation again. */
function UserActions({ user, handlers }: { user: UserAdminRecord; handlers: UserActionHandlers }) {
  const { t } = useTranslation('users');
  const name = fullName(user);
  const { actions } = user;
  if (!actions.editRoles && actions.statuses.length === 0 && !actions.resendInvitation) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {actions.editRoles && (
        <Button
          size="xs"
          variant="light"
          onClick={() => handlers.onEdit(user)}
          aria-label={t('actions.editOf', { name })}
        >
          {t('actions.edit')}
        </Button>
      )}
      {actions.statuses.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              rightSection={<IconChevronDown size={14} aria-hidden />}
              aria-label={t('actions.statusOf', { name })}
            >
              {t('actions.status')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.statuses.map((status) => (
              <Menu.Item key={status} onClick={() => handlers.onStatus(user, status)}>
                {t('actions.to', { status: t(`statuses.${status}`) })}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {actions.resendInvitation && (
        <Button
          size="xs"
          variant="subtle"
          loading={handlers.resending === user.id}
          onClick={() => handlers.onResend(user)}
          aria-label={t('actions.resendOf', { name })}
        >
          {t('actions.resend')}
        </Button>
      )}
    </Group>
  );
}

/** The users as a table, on a wide screen. */
export function UserTable({ users, handlers }: { users: UserAdminRecord[]; handlers: UserActionHandlers }) {
  const { t } = useTranslation('users');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('list.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="24%">
              {t('columns.user')}
            </Table.Th>
            <Table.Th scope="col">{t('columns.roles')}</Table.Th>
            <Table.Th scope="col" w={140}>
              {t('columns.status')}
            </Table.Th>
            <Table.Th scope="col" w={310}>
              {t('columns.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row">
              <Table.Td>
                <Person user={user} />
              </Table.Td>
              <Table.Td>
                <RolesByShipTo user={user} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={user.status} />
              </Table.Td>
              <Table.Td>
                <UserActions user={user} handlers={handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The users as cards, on a phone. */
export function UserCards({ users, handlers }: { users: UserAdminRecord[]; handlers: UserActionHandlers }) {
  const { t } = useTranslation('users');
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('list.label')}>
      {users.map((user) => (
        <Paper component="li" key={user.id} withBorder radius="md" p="sm" data-testid="user-row">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Person user={user} />
              <StatusBadge status={user.status} />
            </Group>
            <RolesByShipTo user={user} />
            <UserActions user={user} handlers={handlers} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
