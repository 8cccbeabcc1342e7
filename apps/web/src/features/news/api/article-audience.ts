import { SECTIONS, type ArticleAudience } from '@spina/domain';
import { usePortalConfig } from '../../../lib/portal-config';
import { useAccess, useSession } from '../../auth';

/**
 * Which articles the reader may read (spec 3 §6): all with the News & Articles section, public ones for
 * visitors and for users without it. Null until the session and, for a signed-in user, the portal's section
 * list are known, so that a customer never sees the public list flash before their own.
 */
export function useArticleAudience(): ArticleAudience | null {
  const { status } = useSession();
  const access = useAccess();
  const config = usePortalConfig();
  if (status === 'loading') return null;
  if (status !== 'authenticated') return 'public';
  if (config.isPending) return null;
  return access.canOpen(SECTIONS.newsAndArticles) ? 'private' : 'public';
}
