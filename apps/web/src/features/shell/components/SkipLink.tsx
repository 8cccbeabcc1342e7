import { useTranslation } from '../../../lib/i18n/use-translation';
import classes from '../shell.module.css';

/** The id of every layout's main landmark, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/** A link that lets keyboard users jump past the header; visible only when focused. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
      {t('skipToContent')}
    </a>
  );
}
