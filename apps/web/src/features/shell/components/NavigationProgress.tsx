import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigationPending } from '../../../lib/navigation-pending';
import classes from '../shell.module.css';

/**
 * A thin bar along the top of the window while the next page loads, so that a click on a slow connection
 * visibly did something. It shows only after a moment (CSS), so a page already loaded opens without a flash.
 */
export function NavigationProgress() {
  const pending = useNavigationPending();
  const { t } = useTranslation('shell', { useSuspense: false });
  if (!pending) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('navigationPending', { defaultValue: 'Loading the page…' })}
      className={classes.navigationProgress}
    />
  );
}
