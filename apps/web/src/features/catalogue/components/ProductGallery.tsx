import { Box, Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import classes from './catalogue.module.css';

type Picture = { url: string; label: string | null };

/**
 * The product's pictures (spec 2 §2 images and gallery): the chosen one large, the others as buttons below.
 * The thumbnails are reached with Tab; the arrow keys, Home and End move between them.
 */
export function ProductGallery({ pictures, name }: { pictures: readonly Picture[]; name: string }) {
  const { t } = useTranslation('catalogue');
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = pictures[Math.min(selected, pictures.length - 1)];
  if (!current) return null;

  const choose = (index: number) => {
    const next = (index + pictures.length) % pictures.length;
    setSelected(next);
    thumbs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: pictures.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <Stack gap="sm">
      {/* The product's picture is the page's largest paint: fetched ahead of the other pictures. */}
      <Image
        src={current.url}
        fetchPriority="high"
        alt={t('gallery.picture', { name, index: selected + 1, count: pictures.length })}
        className={classes.galleryMain}
      />
      {pictures.length > 1 && (
        <Group gap="xs" role="group" aria-label={t('gallery.label')} onKeyDown={onKeyDown}>
          {pictures.map((picture, index) => (
            <UnstyledButton
              key={picture.url}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              className={classes.galleryThumb}
              aria-pressed={index === selected}
              aria-label={t('gallery.show', { index: index + 1, count: pictures.length })}
              onClick={() => setSelected(index)}
            >
              <Box component="img" src={picture.url} alt="" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
