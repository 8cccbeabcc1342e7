import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconBookmark, IconCircleCheck } from '@tabler/icons-react';
import { ROUTES } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useSaveForLater } from '../api/save-and-suggest';
import { DialogActions } from '../../../components/ui/DialogActions';

/** Order title max 40 characters (spec 2 §5). */
const NAME_MAX = 40;

const REFUSAL_KEYS: Readonly<Record<string, string>> = {
  'The cart is Empty': 'saveForLater.errors.empty',
  'The name may hold at most 40 characters': 'saveForLater.errors.name',
  'The cart changed while it was being saved: try again': 'saveForLater.errors.changed',
};

/**
 * Save for later on /cart (spec 2 §4 "The cart may be saved for later (clears basket items)"): a button, a
 * confirmation with an optional name, and afterwards a message that says where the saved order is.
 */
export function SaveForLater({ hasItems }: { hasItems: boolean }) {
  const { t } = useTranslation('cart');
  const save = useSaveForLater();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [outcome, setOutcome] = useState<'saved' | { error: string } | null>(null);

  const confirm = () => {
    save.mutate(name.trim() || null, {
      onSuccess: (result) => {
        setOpened(false);
        setName('');
        setOutcome(
          result.ok ? 'saved' : { error: t(REFUSAL_KEYS[result.message] ?? 'saveForLater.errors.generic') },
        );
      },
      onError: () => {
        setOpened(false);
        setOutcome({ error: t('saveForLater.errors.generic') });
      },
    });
  };

  return (
    <>
      {outcome === 'saved' && (
        <Alert
          color="spinaGreen"
          variant="light"
          icon={<IconCircleCheck size={20} aria-hidden />}
          role="status"
          withCloseButton
          closeButtonLabel={t('toast.close')}
          onClose={() => setOutcome(null)}
        >
          <Text size="sm" fw={700}>
            {t('saveForLater.savedTitle')}
          </Text>
          <Text size="sm">
            {t('saveForLater.savedText')}{' '}
            <Anchor component={Link} to={ROUTES['saved-orders'].path} size="sm" underline="always">
              {t('saveForLater.savedLink')}
            </Anchor>
          </Text>
        </Alert>
      )}
      {outcome !== null && outcome !== 'saved' && (
        <Alert
          color="spinaRed"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          role="alert"
          withCloseButton
          closeButtonLabel={t('toast.close')}
          onClose={() => setOutcome(null)}
        >
          {outcome.error}
        </Alert>
      )}
      {hasItems && (
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconBookmark size={18} aria-hidden />}
            onClick={() => {
              setOutcome(null);
              setOpened(true);
            }}
          >
            {t('saveForLater.button')}
          </Button>
        </Group>
      )}
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('saveForLater.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('toast.close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('saveForLater.confirmText')}</Text>
          <TextInput
            label={t('saveForLater.nameLabel')}
            description={t('saveForLater.nameHint', { count: NAME_MAX })}
            value={name}
            maxLength={NAME_MAX}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <DialogActions
            cancelLabel={t('saveForLater.cancel')}
            confirmLabel={t('saveForLater.confirm')}
            onCancel={() => setOpened(false)}
            onConfirm={confirm}
            pending={save.isPending}
          />
        </Stack>
      </Modal>
    </>
  );
}
