import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Anchor, Box, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@spina/domain';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { CarouselArrows } from '../../../components/ui/CarouselArrows';
import { useRecommendedProducts } from '../api/recommendations';
import { useCarouselLayout } from '../hooks/carousel-layout';
import { CatalogueNoticeToast } from './CatalogueNoticeToast';
import { ProductCard } from './ProductCard';

/**
 * The carousel's page and page count, followed as it moves (spec 1 §4.8). Read from the carousel as it renders,
 * so that the render which receives the carousel shows them (a state set after it took one more render).
 */
function usePages(embla: EmblaCarouselType | null) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => {};
      embla.on('select', onChange).on('reInit', onChange);
      return () => {
        embla.off('select', onChange).off('reInit', onChange);
      };
    },
    [embla],
  );
  const current = useSyncExternalStore(subscribe, () => embla?.selectedScrollSnap() ?? 0);
  const count = useSyncExternalStore(subscribe, () => embla?.scrollSnapList().length ?? 0);
  return { current, count };
}

/**
 * The home page's product carousel for Catalogue users (spec 1 §4.4: on the homepage recommended products
 * load): the ship-to's recommendations, else the recommended products. It shows 1, 2.5, 4 or 6 products by
 * width and moves a page at a time (spec 1 §4.8, §9), with buttons naming the page it is on.
 */
export default function RecommendedCarousel() {
  const { t } = useTranslation('catalogue');
  const layout = useCarouselLayout();
  const query = useRecommendedProducts();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const pages = usePages(embla);
  const items = query.data?.items;
  // The slides, made again only for other products: the carousel's own updates (its arrival, its page) leave the
  // product cards alone.
  const slides = useMemo(
    () =>
      items?.map((product, index) => (
        <Carousel.Slide
          key={product.sku}
          aria-roledescription={t('carousel.slideRole', { ns: 'shell' })}
          aria-label={t('carousel.slide', { index: index + 1, count: items.length })}
          role="group"
        >
          <ProductCard product={product} />
        </Carousel.Slide>
      )),
    [items, t],
  );

  // A failure leaves the home page without the carousel (spec 2 §8: the error is logged).
  useEffect(() => {
    if (query.isError) console.warn('recommended products could not be loaded', query.error);
  }, [query.isError, query.error]);
  if (query.isError || (items && items.length === 0)) return null;

  const title =
    query.data?.source === 'recommended-flag' ? t('carousel.titleRecommended') : t('carousel.title');
  return (
    <Box
      component="section"
      aria-roledescription={t('carousel.role', { ns: 'shell' })}
      aria-label={t('carousel.label')}
      mt="xl"
    >
      <Group justify="space-between" align="flex-end" mb="sm" gap="xs">
        <Stack gap={2}>
          <Title order={2}>{title}</Title>
          <Anchor component={Link} to={ROUTES['suggested-cart'].path} size="sm">
            {t('carousel.all')}
          </Anchor>
        </Stack>
        {pages.count > 1 && (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('carousel.position', { page: pages.current + 1, count: pages.count })}
            </Text>
            <CarouselArrows
              previousLabel={t('carousel.previous')}
              nextLabel={t('carousel.next')}
              canGoPrevious={pages.current > 0}
              canGoNext={pages.current < pages.count - 1}
              onPrevious={() => embla?.scrollPrev()}
              onNext={() => embla?.scrollNext()}
            />
          </Group>
        )}
      </Group>
      {query.data ? (
        <Carousel
          key={layout.step}
          slideSize={`${100 / layout.perView}%`}
          slideGap="md"
          withControls={false}
          emblaOptions={{ align: 'start', slidesToScroll: layout.step, containScroll: 'trimSnaps' }}
          getEmblaApi={setEmbla}
        >
          {slides}
        </Carousel>
      ) : (
        <Group
          gap="md"
          wrap="nowrap"
          style={{ overflow: 'hidden' }}
          role="status"
          aria-busy="true"
          aria-label={t('loading')}
        >
          {Array.from({ length: Math.ceil(layout.perView) }, (_, index) => (
            <Skeleton key={index} height={380} radius="md" style={{ flex: `0 0 ${100 / layout.perView}%` }} />
          ))}
        </Group>
      )}
      <CatalogueNoticeToast />
    </Box>
  );
}
