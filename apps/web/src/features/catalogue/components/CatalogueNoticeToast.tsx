import { Notification, Portal } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { dismissCatalogueNotice, useCatalogueNotice } from '../hooks/catalogue-notice';

/** How long a notice stays before it hides itself. */
const NOTICE_MS = 6000;

/** The notice of a catalogue action that failed (a favourite not saved), at the foot of the screen. */
export function CatalogueNoticeToast() {
  const { t } = useTranslation('catalogue');
  const notice = useCatalogueNotice();
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => dismissCatalogueNotice(notice.id), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  return (
    <Portal>
      <Notification
        role="alert"
        color="spinaRed"
        withBorder
        onClose={() => dismissCatalogueNotice(notice.id)}
        closeButtonProps={{ 'aria-label': t('notice.close') }}
        style={{
          position: 'fixed',
          left: 16,
          right: 16,
          bottom: 96,
          zIndex: 400,
          maxWidth: 480,
          margin: '0 auto',
        }}
      >
        {notice.text}
      </Notification>
    </Portal>
  );
}
