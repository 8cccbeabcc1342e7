import { Box, Container, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { profileErrors } from '@spina/domain';
import { useMessage } from '../../../lib/i18n/messages';
import { useSession } from '../session';

/**
 * The toolbar of profile errors (spec 1 §4.1 step 6, spec 3 §2): a signed-in customer user without a
 * country or without any customer type is told so. Ruling: staff, who hold no ship-to, are not flagged.
 */
export function ProfileErrorsBar() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const { user } = useSession();
  if (!user || user.isStaff) return null;
  const errors = profileErrors(user);
  if (errors.length === 0) return null;
  return (
    <Box
      role="status"
      bg="orange.0"
      c="dark.8"
      style={{ borderBottom: '1px solid var(--mantine-color-orange-2)' }}
    >
      <Container size="xl" py={6}>
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle
            size={18}
            aria-hidden
            color="var(--mantine-color-orange-9)"
            style={{ flex: 'none' }}
          />
          <Text size="sm">
            <strong>{t('bars.profileErrors')}</strong> {errors.map(message).join(' · ')}.{' '}
            {t('bars.profileErrorsHelp')}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
