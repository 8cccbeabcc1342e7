import type { SustainabilityEntry } from '@spina/domain';
import classes from '../sustainability.module.css';

/** An entry's picture (drawn 2:1), decorative beside its title; only the first of a screen loads at once. */
export function EntryPicture({
  image,
  first = false,
  className = classes.picture,
}: {
  image: SustainabilityEntry['image'];
  first?: boolean;
  className?: string;
}) {
  if (!image) return null;
  return (
    <img
      src={image.link}
      alt=""
      width={640}
      height={320}
      loading={first ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
