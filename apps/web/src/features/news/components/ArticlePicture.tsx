import type { ArticleSummary } from '@spina/domain';
import classes from '../news.module.css';

/**
 * The pictures' drawn size: every article picture is drawn 2:1, and the box keeps that ratio before the
 * picture arrives (no layout shift).
 */
export const PICTURE_SIZE = { width: 640, height: 320 } as const;

/**
 * An article's picture, decorative beside its title (empty alt). Only the first picture of a screen loads at
 * once; the others wait until they come near the view.
 */
export function ArticlePicture({
  image,
  first,
  className = classes.picture,
}: {
  image: ArticleSummary['image'];
  first: boolean;
  className?: string;
}) {
  if (!image) return <div className={className} aria-hidden data-testid="picture-placeholder" />;
  return (
    <img
      src={image.link}
      alt=""
      width={PICTURE_SIZE.width}
      height={PICTURE_SIZE.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
