import { useTranslation } from '../../../lib/i18n/use-translation';
import type { RouteName } from '@spina/domain';

/**
 * The title of a catalogue route as the frame names it (document title and breadcrumb), so that a screen's
 * heading reads the same (spec 1 §2.2: "the page title is set from the route").
 */
export function useRouteTitle(route: RouteName): string {
  const { t } = useTranslation('shell');
  return t(`routes.${route}`);
}
