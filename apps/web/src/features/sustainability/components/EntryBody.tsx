import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/html';
import classes from '../sustainability.module.css';

/** An entry's body, HTML from the content service, cleaned before it is shown; `small` inside a card. */
export function EntryBody({ html, small = false }: { html: string; small?: boolean }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (clean.trim() === '') return null;
  return (
    <div
      className={small ? `${classes.body} ${classes.small}` : classes.body}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
