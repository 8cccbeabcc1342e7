import { Box, Image, Text } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/html';
import { AppLink } from '../../../components/ui/app-link';
import type { LinkedBanner } from '../api/banners';
import classes from './BannerCarousel.module.css';

/** One banner: its picture and text, linking where the banner points. */
export function BannerSlide({ banner, index }: { banner: LinkedBanner; index: number }) {
  const body = useMemo(() => (banner.body ? sanitizeHtml(banner.body) : ''), [banner.body]);
  // The link is named by what it shows, its picture and text (WCAG 2.5.3, 2.4.4); the slide around it says
  // which slide it is.
  return (
    <Box component={AppLink} href={banner.link} className={classes.slide}>
      {/* The first picture is the page's largest paint: fetched first, not after scripts and other pictures. */}
      <Image
        src={banner.url}
        alt={banner.image.name}
        className={classes.image}
        fetchPriority={index === 0 ? 'high' : 'auto'}
      />
      {body && (
        <Box className={classes.body} data-align={banner.textAlignment}>
          <Text component="div" dangerouslySetInnerHTML={{ __html: body }} />
        </Box>
      )}
    </Box>
  );
}
