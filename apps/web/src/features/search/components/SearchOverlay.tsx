import { Box, Divider, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { canSearch, ROUTES, SEARCH_LIMITS } from '@spina/domain';
import { useSession } from '../../auth';
import { catalogueViewParams, clearSearch, parseCatalogueView } from '../../../lib/catalogue-url';
import { useSearchHistory } from '../search-history';
import { useSearchAnalytics } from '../hooks/use-search-analytics';
import { hasFailure, isLoading, resultCounts, useSearchResults } from '../hooks/use-search-results';
import { useSearchScope } from '../hooks/use-search-scope';
import { useSearchTerm } from '../hooks/use-search-term';
import { DefaultView } from './DefaultView';
import { ResultTabs } from './ResultTabs';
import { SearchBar } from './SearchBar';
import { SearchLoader } from './SearchLoader';
import classes from '../search.module.css';

/** Where the overlay was opened: the header's search box, or the mobile bottom bar (full screen). */
export type SearchOverlayVariant = 'header' | 'mobile';

type PanelProps = { variant: SearchOverlayVariant; onCancel: () => void; onNavigate: () => void };

/** How the overlay closed: cancelled (focus goes back to what opened it) or by following a result. */
export type SearchCloseReason = 'cancel' | 'navigate';

const totalOf = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

/** The overlay's content; it starts afresh (empty term, default view) every time the overlay opens. */
function SearchPanel({ variant, onCancel, onNavigate }: PanelProps) {
  const { t } = useTranslation('search');
  const mobile = variant === 'mobile';
  const { status } = useSession();
  const search = useSearchTerm(mobile ? SEARCH_LIMITS.mobileDebounceMs : SEARCH_LIMITS.headerDebounceMs);
  const history = useSearchHistory();
  const scope = useSearchScope();
  const view = useSearchResults(search.term, history[0] ?? null, scope, status === 'authenticated');
  const loading = isLoading(view.blocks);
  const failed = hasFailure(view.blocks);
  const resultsRef = useRef<HTMLDivElement>(null);
  const resultsId = useId();
  const statusId = useId();

  useSearchAnalytics(
    canSearch(search.term) && !loading ? { term: search.term, counts: resultCounts(view.blocks) } : null,
  );

  return (
    <Stack gap={0} className={classes.panel} data-variant={variant}>
      <Box p="md" pb="sm">
        <SearchBar
          search={search}
          resultsId={resultsId}
          statusId={statusId}
          resultsRef={resultsRef}
          onCancel={onCancel}
        />
        <Box id={statusId} aria-live="polite" className={classes.status}>
          {view.kind === 'tabs' && loading && <SearchLoader />}
          {view.kind === 'tabs' && !loading && (
            <VisuallyHidden>{t('resultCount', { count: totalOf(resultCounts(view.blocks)) })}</VisuallyHidden>
          )}
          {failed && !loading && (
            <Text size="sm" c="dimmed" mt="xs">
              {t('unavailable')}
            </Text>
          )}
        </Box>
      </Box>
      <Divider />
      <Box className={classes.scroll}>
        <Box
          p="md"
          id={resultsId}
          ref={resultsRef}
          aria-busy={loading}
          aria-label={view.kind === 'tabs' && view.term ? t('results', { term: view.term }) : undefined}
          role="region"
        >
          {view.kind === 'tabs' ? (
            !loading && (
              <ResultTabs blocks={view.blocks} term={search.term} failed={failed} onNavigate={onNavigate} />
            )
          ) : (
            <DefaultView
              history={history}
              term={view.term}
              blocks={view.blocks}
              mobile={mobile}
              onChoose={search.choose}
              onNavigate={onNavigate}
            />
          )}
        </Box>
      </Box>
    </Stack>
  );
}

/**
 * The search overlay (spec 1 §2.6, §4.6): a dialog under the header, or full screen on mobile, that searches
 * products, marketing materials, news and support as the user types. Cancel, the backdrop and Escape close it,
 * clear the term and drop the search from the products list; following a result closes it too.
 */
export default function SearchOverlay({
  opened,
  variant,
  session,
  onClose,
}: {
  opened: boolean;
  variant: SearchOverlayVariant;
  /** Changes every time the overlay opens, so that it starts afresh. */
  session: number;
  onClose: (reason: SearchCloseReason) => void;
}) {
  const { t } = useTranslation('search');
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = variant === 'mobile';

  const cancel = () => {
    onClose('cancel');
    // Spec 1 §4.6: closing resets the catalogue query's search, which the products list reads from its address;
    // its filters and sort stay.
    if (location.pathname !== ROUTES.products.path) return;
    const view = parseCatalogueView(new URLSearchParams(location.search));
    if (view.search === null) return;
    const rest = catalogueViewParams(clearSearch(view)).toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  };

  return (
    <Modal.Root
      opened={opened}
      onClose={cancel}
      fullScreen={mobile}
      size={mobile ? '100%' : 960}
      yOffset="4.5rem"
      returnFocus={false}
      transitionProps={{ transition: mobile ? 'slide-up' : 'fade-down', duration: 150 }}
    >
      <Modal.Overlay backgroundOpacity={0.45} />
      <Modal.Content
        aria-label={t('dialog')}
        className={classes.content}
        data-variant={variant}
        radius={mobile ? 0 : 'md'}
      >
        <SearchPanel
          key={session}
          variant={variant}
          onCancel={cancel}
          onNavigate={() => onClose('navigate')}
        />
      </Modal.Content>
    </Modal.Root>
  );
}
