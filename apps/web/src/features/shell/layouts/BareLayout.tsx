import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../components/SkipLink';
import classes from '../shell.module.css';

/** A page without portal chrome (route metadata noPortalChrome, spec 1 §2.1): the content alone. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main} data-layout="bare">
      {children}
    </main>
  );
}
