import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Box } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { bannerAutoplayMs } from '@spina/domain';
import type { LinkedBanner } from '../api/banners';
import classes from './BannerCarousel.module.css';
import { BannerSlide } from './BannerSlide';

/**
 * The banner carousel (spec 3 §2): slides advance every `rotationMs` (banner_rotation), autoplay is off with
 * a single slide, and it pauses while pointed at or focused and with the pause button (WCAG 2.2.2).
 */
export function BannerCarousel({
  banners,
  rotationMs,
}: {
  banners: readonly LinkedBanner[];
  rotationMs: number;
}) {
  const { t } = useTranslation('banners');
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const interval = bannerAutoplayMs(banners.length, rotationMs);
  const autoplay = interval !== null;
  // The slides, made again only for other banners: the carousel's arrival, hover, focus and pause leave them alone.
  const slides = useMemo(
    () =>
      banners.map((banner, index) => (
        <Carousel.Slide
          key={banner.id}
          role="group"
          aria-roledescription={t('carousel.slideRole', { ns: 'shell' })}
          aria-label={t('slide', { index: index + 1, count: banners.length })}
        >
          <BannerSlide banner={banner} index={index} />
        </Carousel.Slide>
      )),
    [banners, t],
  );

  useEffect(() => {
    if (!embla || interval === null || paused || hovered) return;
    const timer = window.setInterval(() => embla.scrollNext(), interval);
    return () => window.clearInterval(timer);
  }, [embla, interval, paused, hovered]);

  if (banners.length === 0) return null;
  return (
    <Box
      component="section"
      aria-roledescription={t('carousel.role', { ns: 'shell' })}
      aria-label={t('label')}
      className={classes.root}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <Carousel
        withIndicators={banners.length > 1}
        withControls={banners.length > 1}
        emblaOptions={{ loop: banners.length > 1 }}
        getEmblaApi={setEmbla}
        classNames={{ indicator: classes.indicator }}
        previousControlProps={{ 'aria-label': t('previous') }}
        nextControlProps={{ 'aria-label': t('next') }}
        getIndicatorProps={(index) => ({
          'aria-label': t('slide', { index: index + 1, count: banners.length }),
        })}
      >
        {slides}
      </Carousel>
      {autoplay && (
        <ActionIcon
          className={classes.pause}
          variant="white"
          color="dark"
          radius="xl"
          aria-label={paused ? t('play') : t('pause')}
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />}
        </ActionIcon>
      )}
    </Box>
  );
}

export default BannerCarousel;
