import { Box, Button, Container, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { STAFF_LANDING_PATH } from '@spina/domain';
import { useMessage } from '../../../lib/i18n/messages';
import { useSession, useSessionStore } from '../../auth';
import { stopActingAs } from '../api/staff';

/**
 * The banner shown on every page while customer service acts as a customer user (DESIGN §6): who is acted
 * as, and Stop, which gives the staff member their own session back on their page.
 */
export default function ActingBanner() {
  const { t } = useTranslation('staff');
  const message = useMessage();
  const { user } = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stop = useMutation({
    mutationFn: () => stopActingAs(store),
    onSuccess: () => {
      queryClient.clear();
      void navigate(STAFF_LANDING_PATH);
    },
  });
  if (!user?.actingStaff) return null;
  return (
    <Box component="section" aria-label={t('banner.label')} bg="gold.4" c="dark.9">
      <Container size="xl" py={6}>
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconUserShield size={20} aria-hidden style={{ flex: 'none' }} />
            <Text fw={700} size="sm">
              {t('banner.text', { name: `${user.firstName} ${user.lastName}` })}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {stop.isError && (
              <Text size="sm" role="alert">
                {message('Action not performed')}
              </Text>
            )}
            <Button size="compact-sm" color="dark" onClick={() => stop.mutate()} loading={stop.isPending}>
              {t('banner.stop')}
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
