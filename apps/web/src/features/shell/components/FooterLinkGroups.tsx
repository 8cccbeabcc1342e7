import { Accordion, Anchor, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMobileLayout } from '../../../lib/breakpoints';
import { isExternalHref } from '../../../lib/links';
import { AppLink } from '../../../components/ui/app-link';
import type { FooterGroup } from './footer-groups';
import classes from '../shell.module.css';

/**
 * A footer link leads somewhere new, also when it is the list already shown with another filter (the route
 * keeps its scroll then): the reader starts at the top, not at the footer, under the sticky header.
 */
const startAtTop = () => window.scrollTo({ top: 0, left: 0 });

function GroupLinks({ group }: { group: FooterGroup }) {
  const { t } = useTranslation('shell');
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {group.links.map((link) => (
        <li key={link.key}>
          <Anchor component={AppLink} href={link.url} c="gray.3" size="sm" onClick={startAtTop}>
            {link.labelKey ? t(link.labelKey) : link.label}
            {isExternalHref(link.url) && <VisuallyHidden> {t('opensInNewWindow')}</VisuallyHidden>}
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The footer's link groups (spec 1 §2.8): an accordion on mobile, columns on wider screens.
 */
export function FooterLinkGroups({ groups }: { groups: FooterGroup[] }) {
  const { t } = useTranslation('shell');
  const mobile = useMobileLayout();
  const title = (group: FooterGroup) => (group.titleKey ? t(group.titleKey) : group.name);
  if (groups.length === 0) return null;
  if (mobile) {
    return (
      <Accordion
        variant="default"
        chevronPosition="right"
        classNames={{ control: classes.footerAccordionControl, chevron: classes.footerAccordionChevron }}
      >
        {groups.map((group) => (
          <Accordion.Item key={group.key} value={group.key}>
            <Accordion.Control>{title(group)}</Accordion.Control>
            <Accordion.Panel>
              <GroupLinks group={group} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, md: Math.min(groups.length, 4) }} spacing="xl">
      {groups.map((group) => (
        <Stack key={group.key} gap="xs">
          <Text component="h2" fw={700} size="sm" tt="uppercase" c="white" m={0}>
            {title(group)}
          </Text>
          <GroupLinks group={group} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
