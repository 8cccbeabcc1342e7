import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/html';
import classes from '../support.module.css';

/** An answer or a guide's body: content HTML with only simple text markup kept (lib/html). */
export function HtmlBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={classes.body} dangerouslySetInnerHTML={{ __html: safe }} />;
}
