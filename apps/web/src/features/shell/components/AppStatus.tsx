import { Button, Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useAppUpdate } from '../../../lib/app-update';
import { useOnlineStatus } from '../../../lib/online-status';
import classes from '../shell.module.css';

/**
 * The portal's own state above every page (decision 0038): offline, what still works and what waits for the
 * connection; and a new version waiting, with the reload that switches to it. One status region that is always
 * there, so screen readers announce what appears in it.
 */
export function AppStatus() {
  const { t } = useTranslation('shell');
  const online = useOnlineStatus();
  const update = useAppUpdate();
  return (
    <div role="status" className={classes.appStatus}>
      {!online && (
        <Group
          className={classes.offline}
          gap="xs"
          wrap="nowrap"
          justify="center"
          data-testid="offline-banner"
        >
          <IconWifiOff size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">
            <Text span fw={700} size="sm">
              {t('connection.offline')}
            </Text>{' '}
            {t('connection.whatWorks')}
          </Text>
        </Group>
      )}
      {update && (
        <Group className={classes.update} gap="sm" justify="center" data-testid="update-banner">
          <Text size="sm">{t('update.available')}</Text>
          <Button size="compact-sm" onClick={update}>
            {t('update.reload')}
          </Button>
        </Group>
      )}
    </div>
  );
}
