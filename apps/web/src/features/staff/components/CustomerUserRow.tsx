import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import type { CustomerUserSummary } from '@spina/domain';
import { useMessage } from '../../../lib/i18n/messages';
import { useSessionStore, useErrorText } from '../../auth';
import { resendInvitation, startActingAs } from '../api/staff';

/** Dark shades, so that the badges' white text reads at AA contrast. */
const STATUS_COLORS: Record<string, string> = { Active: 'spinaGreen.8', Invited: 'blue.8' };

/**
 * One customer user found by staff: who, which company and customer types, the status, and what staff can
 * do: act as an active user, or send an invited user the invitation again.
 */
export function CustomerUserRow({ user }: { user: CustomerUserSummary }) {
  const { t } = useTranslation('staff');
  const message = useMessage();
  const errorText = useErrorText();
  const store = useSessionStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const name = `${user.firstName} ${user.lastName}`;
  const status = t(`statuses.${user.status}`, { defaultValue: user.status });

  const actAs = useMutation({
    mutationFn: () => startActingAs(store, user.UID),
    onSuccess: () => {
      // What was loaded for the staff member is not the customer's: menus, links and data load afresh.
      queryClient.clear();
      void navigate('/');
    },
    onError: (error) => setOutcome({ ok: false, text: errorText(error) }),
  });
  const invite = useMutation({
    mutationFn: () => resendInvitation(user),
    onSuccess: (text) => setOutcome({ ok: true, text: message(text) }),
    onError: (error) => setOutcome({ ok: false, text: errorText(error) }),
  });

  return (
    <Paper withBorder p="md" radius="md" component="li">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs">
            <Text fw={700}>{name}</Text>
            <Badge variant="filled" color={STATUS_COLORS[user.status] ?? 'gray.7'}>
              {status}
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Text size="sm" c="dimmed">
            {t('actAs.company')}: {user.companyName ?? t('actAs.noCompany')}
            {user.customerTypes.length > 0 && ` · ${user.customerTypes.join(', ')}`}
          </Text>
        </Stack>
        {user.status === 'Active' && (
          <Button
            onClick={() => actAs.mutate()}
            loading={actAs.isPending}
            aria-label={t('actAs.act', { name })}
          >
            {t('actAs.actShort')}
          </Button>
        )}
        {user.status === 'Invited' && (
          <Button
            variant="light"
            onClick={() => invite.mutate()}
            loading={invite.isPending}
            aria-label={`${t('actAs.invite')}: ${name}`}
          >
            {t('actAs.inviteShort')}
          </Button>
        )}
        {user.status !== 'Active' && user.status !== 'Invited' && (
          <Text size="sm" c="dimmed" maw={220}>
            {t('actAs.cannotSignIn', { status })}
          </Text>
        )}
      </Group>
      {outcome && (
        <Alert
          mt="sm"
          variant="light"
          color={outcome.ok ? 'spinaGreen' : 'red'}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.text}
        </Alert>
      )}
    </Paper>
  );
}
