import { Badge, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { isSuspended, type GrantableRole, type ManagedShipTo } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toggleExtension, withRole, type ShipToChoice } from '../role-choices';
import { MarkIcon, PermissionLegend } from './PermissionLegend';

/** The sections of a role on one ship-to with their legend marks; optional ones the manager holds can be ticked. */
function RolePermissions({
  shipTo,
  role,
  choice,
  onChange,
}: {
  shipTo: ManagedShipTo;
  role: GrantableRole;
  choice: ShipToChoice;
  onChange: (choice: ShipToChoice) => void;
}) {
  const { t } = useTranslation('users');
  return (
    <Stack component="fieldset" gap="xs" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={600} mb={4}>
        {t('editor.permissions', { name: shipTo.shipToName })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} verticalSpacing={6}>
        {shipTo.sections.map((section) => {
          const mark = role.marks[section] ?? 'does-not-contain';
          const label = t(`sections.${section}`, { defaultValue: section });
          if (mark === 'optional') {
            const grantable = role.grantableExtensions.includes(section);
            return (
              <Checkbox
                key={section}
                size="sm"
                label={label}
                description={
                  grantable ? t('legend.optional') : `${t('legend.optional')} · ${t('editor.notHeld')}`
                }
                disabled={!grantable}
                checked={choice.extended.includes(section)}
                onChange={(event) => onChange(toggleExtension(choice, section, event.currentTarget.checked))}
              />
            );
          }
          return (
            <Group key={section} gap={8} wrap="nowrap" align="flex-start">
              <MarkIcon mark={mark} />
              <Text size="sm" c={mark === 'contains' ? undefined : 'gray.7'}>
                {label}
                <Text component="span" size="xs" c="gray.7">
                  {' · '}
                  {t(`legend.${mark}`)}
                </Text>
              </Text>
            </Group>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** One ship-to of the editor: access to it, the role there and its permissions. */
function ShipToRow({
  shipTo,
  choice,
  showMissingRole,
  onChange,
}: {
  shipTo: ManagedShipTo;
  choice: ShipToChoice;
  showMissingRole: boolean;
  onChange: (choice: ShipToChoice) => void;
}) {
  const { t } = useTranslation('users');
  const role = shipTo.roles.find((candidate) => candidate.id === choice.roleId);
  const suspended = isSuspended({ shipToStatus: shipTo.shipToStatus });
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Checkbox
            label={shipTo.shipToName}
            description={`${shipTo.shipToAddress} · ${shipTo.customerType}`}
            aria-label={t('editor.access', { name: shipTo.shipToName })}
            checked={choice.included}
            onChange={(event) => onChange({ ...choice, included: event.currentTarget.checked })}
          />
          {suspended && (
            <Badge color="red.9" variant="filled">
              {t('editor.suspended')}
            </Badge>
          )}
        </Group>
        {choice.included && (
          <NativeSelect
            label={t('editor.role', { name: shipTo.shipToName })}
            value={choice.roleId ?? ''}
            error={showMissingRole && !choice.roleId}
            data={[
              { value: '', label: t('editor.chooseRole') },
              ...shipTo.roles.map((candidate) => ({ value: candidate.id, label: candidate.name })),
            ]}
            onChange={(event) =>
              onChange(
                withRole(
                  choice,
                  shipTo.roles.find((candidate) => candidate.id === event.currentTarget.value),
                ),
              )
            }
          />
        )}
        {choice.included && role && (
          <RolePermissions shipTo={shipTo} role={role} choice={choice} onChange={onChange} />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The roles of a user per ship-to (spec 3 §5-§6): each ship-to the manager manages can be given access with a
 * role, and the role's optional permissions added; the legend says what each mark means. `problem` is the
 * form's refusal ('A role must be chosen for each ship-to'), shown once the form was sent.
 */
export function ShipToRolesEditor({
  shipTos,
  choices,
  onChange,
  problem,
}: {
  shipTos: readonly ManagedShipTo[];
  choices: readonly ShipToChoice[];
  onChange: (choices: ShipToChoice[]) => void;
  problem: string | null;
}) {
  const { t } = useTranslation('users');
  const change = (next: ShipToChoice) =>
    onChange(choices.map((choice) => (choice.shipToId === next.shipToId ? next : choice)));
  return (
    <Stack component="section" gap="sm" aria-label={t('editor.label')}>
      <Text fw={700}>{t('editor.label')}</Text>
      <Text size="sm" c="gray.7">
        {t('editor.hint')}
      </Text>
      <PermissionLegend />
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {shipTos.map((shipTo) => {
          const choice = choices.find((candidate) => candidate.shipToId === shipTo.shipToId);
          return choice ? (
            <ShipToRow
              key={shipTo.shipToId}
              shipTo={shipTo}
              choice={choice}
              showMissingRole={problem !== null}
              onChange={change}
            />
          ) : null;
        })}
      </Stack>
    </Stack>
  );
}
