import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMessage } from '../../../lib/i18n/messages';
import classes from '../ship-to.module.css';

/** The message of a refused or failed ship-to change (spec 1 §8), floating over the page until closed. */
export function ShipToNotice({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('shipto');
  const translate = useMessage();
  if (!message) return null;
  return (
    <Alert
      className={classes.notice}
      color="red"
      variant="filled"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      withCloseButton
      closeButtonLabel={t('close')}
      onClose={onClose}
    >
      {translate(message)}
    </Alert>
  );
}
