import { Fragment, useMemo } from 'react';
import { highlightParts } from '../highlight';
import classes from '../search.module.css';

/** A text with the parts matching the searched term marked (spec 1 §2.6 "highlighted name"). */
export function HighlightedText({ text, term }: { text: string; term: string | null }) {
  const parts = useMemo(() => highlightParts(text, term ?? ''), [text, term]);
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className={classes.mark}>
            {part.text}
          </mark>
        ) : (
          // Plain text, not a span: accessible names keep the spaces at the edges of the parts.
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
