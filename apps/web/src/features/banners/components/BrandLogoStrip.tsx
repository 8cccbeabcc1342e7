import { Box, Title } from '@mantine/core';
import { BANNER_LOCATIONS } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AppLink } from '../../../components/ui/app-link';
import { useSession } from '../../auth';
import { useBanners } from '../api/banners';
import classes from './BannerCarousel.module.css';

/**
 * The brand logos of signed-in customers (spec 3 §7: "GET banners?locationId=brandlogosAfterLogin"): each
 * logo a banner linking to its brand's products; logos without a link are dropped like any banner.
 */
export function BrandLogoStrip() {
  const { t } = useTranslation('banners');
  const { status } = useSession();
  const logos = useBanners(status === 'authenticated' ? BANNER_LOCATIONS.brandLogos : null).data ?? [];
  if (logos.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="brand-logos-title" mt="xl">
      <Title order={2} fz="h3" id="brand-logos-title" mb="sm">
        {t('logos')}
      </Title>
      <ul className={classes.logos}>
        {logos.map((logo) => (
          <li key={logo.id}>
            <AppLink
              href={logo.link}
              className={classes.logo}
              aria-label={t('logo', { name: logo.image.name })}
            >
              {/* Fixed size: the strip does not move when the pictures arrive. */}
              <img src={logo.url} alt="" width={120} height={60} loading="lazy" />
            </AppLink>
          </li>
        ))}
      </ul>
    </Box>
  );
}
