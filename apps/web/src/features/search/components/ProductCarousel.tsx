import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Box, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CarouselArrows } from '../../../components/ui/CarouselArrows';
import type { ProductHit } from '../api/product-search';
import { ProductCard } from './ProductCard';

/** Whether the carousel can move back or on, kept up to date as it moves. */
function useEnds(embla: EmblaCarouselType | null) {
  const [ends, setEnds] = useState({ previous: false, next: false });
  useEffect(() => {
    if (!embla) return;
    const update = () => setEnds({ previous: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);
  return ends;
}

/**
 * The products of the mobile overlay's default view as a carousel (spec 1 §2.6): one product below 390 px,
 * two and a half from 390 px (spec 1 §9 carousel items), moving by page with buttons beside the heading, so
 * that they never cover a product.
 */
export function ProductCarousel({
  heading,
  items,
  term,
  onNavigate,
}: {
  heading: ReactNode;
  items: readonly ProductHit[];
  term: string | null;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('search');
  const wide = useMediaQuery('(min-width: 390px)', true);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const ends = useEnds(embla);
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        {heading}
        {(ends.previous || ends.next) && (
          <CarouselArrows
            previousLabel={t('product.previous')}
            nextLabel={t('product.next')}
            canGoPrevious={ends.previous}
            canGoNext={ends.next}
            onPrevious={() => embla?.scrollPrev()}
            onNext={() => embla?.scrollNext()}
          />
        )}
      </Group>
      <Box
        role="group"
        aria-roledescription={t('carousel.role', { ns: 'shell' })}
        aria-label={t('product.carousel')}
      >
        <Carousel
          slideSize={wide ? '40%' : '100%'}
          slideGap="xs"
          withControls={false}
          getEmblaApi={setEmbla}
          emblaOptions={{ align: 'start', slidesToScroll: wide ? 2 : 1, containScroll: 'trimSnaps' }}
        >
          {items.map((product, index) => (
            <Carousel.Slide
              key={product.sku}
              aria-label={t('product.slide', { index: index + 1, count: items.length })}
            >
              <ProductCard product={product} term={term} stacked onNavigate={onNavigate} />
            </Carousel.Slide>
          ))}
        </Carousel>
      </Box>
    </>
  );
}
