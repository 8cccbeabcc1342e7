import { ActionIcon, Group, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconWorld } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { PortalLink } from '@spina/domain';

const ICONS: Record<string, typeof IconWorld> = {
  fb: IconBrandFacebook,
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
};

/** The social-link banner (spec 1 §2.8): each network opens in a new tab. */
export function SocialLinks({ links }: { links: PortalLink[] }) {
  const { t } = useTranslation('shell');
  if (links.length === 0) return null;
  return (
    <Group gap="xs" align="center">
      <Text size="sm" fw={600} c="white">
        {t('footer.social')}
      </Text>
      {links.map((link) => {
        const Icon = ICONS[link.name] ?? IconWorld;
        return (
          <ActionIcon
            key={link.name}
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray.0"
            size="lg"
            aria-label={`${link.label} ${t('opensInNewWindow')}`}
          >
            <Icon size={22} aria-hidden />
          </ActionIcon>
        );
      })}
    </Group>
  );
}
