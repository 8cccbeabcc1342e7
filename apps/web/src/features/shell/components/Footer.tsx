import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import type { PortalLink } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useAccess } from '../../auth';
import { usePortalLinks } from '../api/content';
import { isExternalHref } from '../../../lib/links';
import { AppLink } from '../../../components/ui/app-link';
import { footerGroups } from './footer-groups';
import { FooterLinkGroups } from './FooterLinkGroups';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from '../../../components/ui/Logo';
import { SocialLinks } from './SocialLinks';
import classes from '../shell.module.css';

/** Link types of the bottom row and the social banner (spec 1 §3 "Portal link"). */
const ABOUT_US = 'About Us';
const SOCIAL = 'social';
const NO_LINKS: PortalLink[] = [];

/** The social banner, from the portal's links. */
function FooterSocial() {
  const links = usePortalLinks().data ?? NO_LINKS;
  return <SocialLinks links={links.filter((link) => link.type === SOCIAL)} />;
}

/** The link groups, from the portal's links and, when signed in, the account's own (footerGroups). */
function FooterNavigation() {
  const access = useAccess();
  const links = usePortalLinks().data ?? NO_LINKS;
  return <FooterLinkGroups groups={footerGroups(links, access)} />;
}

/** The About Us links of the bottom row, in their order. */
function FooterAboutUs() {
  const { t } = useTranslation('shell');
  const links = usePortalLinks().data ?? NO_LINKS;
  const aboutUs = links.filter((link) => link.type === ABOUT_US).sort((a, b) => a.order - b.order);
  return (
    <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('footer.aboutUs')}>
      {aboutUs.map((link) => (
        <li key={`${link.name}-${link.url}`}>
          <Anchor component={AppLink} href={link.url} size="xs" c="gray.3">
            {link.label}
            {isExternalHref(link.url) && <VisuallyHidden> {t('opensInNewWindow')}</VisuallyHidden>}
          </Anchor>
        </li>
      ))}
    </Group>
  );
}

/**
 * The portal footer (spec 1 §2.8): logo, link groups, social banner, language switcher, the About Us links,
 * the copyright line, and on the homepage a button back to the top. The parts showing the portal's links read
 * them themselves: their arrival (and the session's) renders those parts again, not the whole footer.
 */
export function Footer({ showScrollTop = false }: { showScrollTop?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Box component="footer" className={classes.footer} aria-label={t('footer.label')}>
      <Container size="xl" py="xl">
        <Stack gap="lg">
          <Group justify="space-between" align="center">
            <Box c="white">
              <Logo tone="light" />
            </Box>
            <Group gap="md">
              <FooterSocial />
              <LanguageSwitcher />
            </Group>
          </Group>
          <nav aria-label={t('footer.navigation')}>
            <FooterNavigation />
          </nav>
          <Divider color="rgba(255,255,255,0.25)" />
          <Group justify="space-between" align="center" gap="sm">
            <FooterAboutUs />
            <Group gap="sm">
              <Text size="xs" c="gray.3">
                {t('footer.copyright')}
              </Text>
              {showScrollTop && (
                <ActionIcon
                  variant="filled"
                  color="gold.4"
                  autoContrast
                  radius="xl"
                  aria-label={t('footer.scrollToTop')}
                  onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
                >
                  <IconArrowUp size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
