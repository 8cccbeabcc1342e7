import { Box } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useAccess } from '../../auth';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { MobileBottomBar } from '../components/MobileBottomBar';
import { MAIN_CONTENT_ID, SkipLink } from '../components/SkipLink';
import classes from '../shell.module.css';
import { SessionBars } from '../components/session-chrome';

// The acting banner and the profile errors concern signed-in users only: visitors never load them.

type PortalLayoutProps = {
  /** default: the ordering screens; information: information pages (spec 1 §2.1), same parts. */
  variant: 'default' | 'information';
  /** The breadcrumb bar, when the route has one. */
  breadcrumb?: ReactNode;
  hideFooter?: boolean;
  showScrollTop?: boolean;
  children: ReactNode;
};

/**
 * The default and information layouts (spec 1 §2.1): header, breadcrumb, page content, footer and, at
 * widths of 768 px or less, the mobile bottom bar (with the ship-to strip for Catalogue users). Signed-in
 * users also get the session bars above the header.
 */
export function PortalLayout({
  variant,
  breadcrumb,
  hideFooter,
  showScrollTop,
  children,
}: PortalLayoutProps) {
  const access = useAccess();
  return (
    <Box
      className={`${classes.page} ${classes.withBottomBar}`}
      data-layout={variant}
      data-ship-to-bar={access.catalogue || undefined}
    >
      <SkipLink />
      {access.signedIn && (
        <Suspense fallback={null}>
          <SessionBars />
        </Suspense>
      )}
      <Header />
      {breadcrumb}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      {!hideFooter && <Footer showScrollTop={showScrollTop} />}
      <MobileBottomBar />
    </Box>
  );
}
