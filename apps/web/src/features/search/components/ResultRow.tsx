import { Box, Text, VisuallyHidden } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HighlightedText } from './HighlightedText';
import classes from '../search.module.css';

type ResultRowProps = {
  title: string;
  term: string | null;
  /** A small picture of the result, if it has one. */
  image?: string | null;
  /** A short line under the title (the kind of result, the file type). */
  caption?: ReactNode;
} & (
  | { to: string; onNavigate: () => void; file?: never }
  | {
      /** A file; `open` fetches it with the session's token when a plain link cannot reach it. */
      file: { href: string; description: string; open?: () => void };
      to?: never;
      onNavigate?: never;
    }
);

/**
 * A content result (marketing material, article, knowledge-base item, FAQ page): a portal page, or a file that
 * opens in a new window.
 */
export function ResultRow({ title, term, image, caption, ...target }: ResultRowProps) {
  const body = (
    <>
      {image ? (
        <img src={image} alt="" className={classes.rowImage} width={48} height={48} />
      ) : (
        <Box className={classes.rowIcon} aria-hidden>
          <IconFileText size={22} />
        </Box>
      )}
      <Box miw={0}>
        <Text size="sm" fw={600} lineClamp={2}>
          <HighlightedText text={title} term={term} />
        </Text>
        {caption && (
          <Text size="xs" c="dimmed">
            {caption}
          </Text>
        )}
      </Box>
    </>
  );
  if (target.file)
    return (
      <a
        href={target.file.href}
        target={target.file.open ? undefined : '_blank'}
        rel="noopener noreferrer"
        className={classes.row}
        onClick={(event) => {
          if (!target.file.open) return;
          event.preventDefault();
          target.file.open();
        }}
      >
        {body}
        <VisuallyHidden>{`, ${target.file.description}`}</VisuallyHidden>
      </a>
    );
  return (
    <Link to={target.to} className={classes.row} onClick={target.onNavigate}>
      {body}
    </Link>
  );
}
