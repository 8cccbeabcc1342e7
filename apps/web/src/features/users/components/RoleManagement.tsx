import {
  Accordion,
  Alert,
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PermissionMark, RoleCatalogueResponse } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMobileLayout } from '../../../lib/breakpoints';
import { useRoleCatalogue } from '../api/users';
import { MarkIcon, PermissionLegend } from './PermissionLegend';

type CustomerTypeRoles = RoleCatalogueResponse['customerTypes'][number];
type RoleMarks = CustomerTypeRoles['roles'][number];

const MARK_ORDER: PermissionMark[] = ['contains', 'optional', 'does-not-contain'];

/** The sections of one role with their legend marks, the ones it contains first. */
function RolePermissionList({ role, sections }: { role: RoleMarks; sections: readonly string[] }) {
  const { t } = useTranslation('users');
  const ordered = MARK_ORDER.flatMap((mark) =>
    sections
      .filter((section) => (role.marks[section] ?? 'does-not-contain') === mark)
      .map((section) => ({ section, mark })),
  );
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {ordered.map(({ section, mark }) => (
        <Text
          component="li"
          key={section}
          size="sm"
          style={{ display: 'flex', gap: 8, alignItems: 'center' }}
        >
          <MarkIcon mark={mark} />
          <span>
            {t(`sections.${section}`, { defaultValue: section })}
            <Text component="span" size="xs" c="gray.7">
              {' · '}
              {t(`legend.${mark}`)}
            </Text>
          </span>
        </Text>
      ))}
    </Stack>
  );
}

/** The roles of a customer type: a grid of cards on a wide screen, folded one under the other on a phone. */
function RoleList({ roles, label }: { roles: CustomerTypeRoles; label: string }) {
  const narrow = useMobileLayout();
  if (narrow)
    return (
      <Accordion multiple variant="separated" order={4}>
        {roles.roles.map((role) => (
          <Accordion.Item key={role.id} value={role.id}>
            <Accordion.Control fw={700}>{role.name}</Accordion.Control>
            <Accordion.Panel>
              <RolePermissionList role={role} sections={roles.sections} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    );
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {roles.roles.map((role) => (
        <Paper component="li" key={role.id} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Title order={4} fz="md">
              {role.name}
            </Title>
            <RolePermissionList role={role} sections={roles.sections} />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * The role management screen (spec 3 §2, §6): each role's permissions per customer type of the company, with
 * the legend contains, optional, does not contain.
 */
export function RoleManagement() {
  const { t } = useTranslation('users');
  const catalogue = useRoleCatalogue();
  const [chosen, setChosen] = useState<string | null>(null);

  if (catalogue.isPending)
    return (
      <Stack gap="sm" aria-busy="true">
        <Text size="sm">{t('roles.loading')}</Text>
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  if (catalogue.isError)
    return (
      <Alert color="spinaRed" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('roles.error')}</Text>
          <Button size="xs" variant="white" color="spinaRed" onClick={() => void catalogue.refetch()}>
            {t('list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  const types = catalogue.data;
  const current = types.find((entry) => entry.customerType === chosen) ?? types[0];
  if (!current) return <Text size="sm">{t('roles.empty')}</Text>;

  return (
    <Stack gap="md">
      <Text size="sm">{t('roles.intro')}</Text>
      {types.length > 1 && (
        <NativeSelect
          label={t('roles.customerType')}
          value={current.customerType}
          data={types.map((entry) => entry.customerType)}
          onChange={(event) => setChosen(event.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
      )}
      <PermissionLegend />
      <RoleList roles={current} label={t('roles.list', { customerType: current.customerType })} />
    </Stack>
  );
}
