import { Button } from '@mantine/core';
import { IconSchool, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { canUseSingleSignOn, type SsoProvider } from '@spina/domain';
import { useAccess } from '../../auth';

/**
 * Starts a hand-off from a click: the new window opens at once (browsers only allow that during the click),
 * without a link back to the portal, and the code that asks for its address loads only now.
 */
export function startHandoff(provider: SsoProvider): void {
  const target = window.open('about:blank', '_blank');
  if (target) target.opener = null;
  void import('../../../lib/sso-handoff').then(({ completeHandoff }) => completeHandoff(provider, target));
}

/**
 * The pubMenu button and the eLearning link (spec 1 §2.3): single sign-on hand-offs to external services,
 * opened in a new window, for signed-in users whose access allows them (eLearning needs Academy, spec 3 §6).
 */
export function SsoLinks() {
  const { t } = useTranslation('shell');
  const access = useAccess();
  if (!access.signedIn) return null;
  return (
    <>
      {canUseSingleSignOn('pubmenu', access) && (
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconToolsKitchen2 size={16} aria-hidden />}
          title={t('opensInNewWindow')}
          onClick={() => startHandoff('pubmenu')}
        >
          {t('header.pubMenu')}
        </Button>
      )}
      {canUseSingleSignOn('elearning', access) && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconSchool size={16} aria-hidden />}
          title={t('opensInNewWindow')}
          onClick={() => startHandoff('elearning')}
        >
          {t('header.eLearning')}
        </Button>
      )}
    </>
  );
}
