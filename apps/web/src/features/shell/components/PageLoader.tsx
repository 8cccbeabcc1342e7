import { Box, Center, Loader } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Shown while a page, its texts or the session load; announced politely to screen readers. */
export function PageLoader() {
  // Never suspends: the loader is itself the fallback shown while catalogues load.
  const { t } = useTranslation('shell', { useSuspense: false });
  // The status region carries the name: a spinner has no role that may be named (ARIA).
  // A screen high, so the footer waits below the fold: were it on screen, the page arriving above it would
  // push it down, a layout shift as large as the footer (cumulative layout shift on a phone).
  return (
    <Box mih="100vh">
      <Center
        mih="40vh"
        role="status"
        aria-busy="true"
        aria-label={t('loading', { defaultValue: 'Loading…' })}
      >
        <Loader aria-hidden />
      </Center>
    </Box>
  );
}
