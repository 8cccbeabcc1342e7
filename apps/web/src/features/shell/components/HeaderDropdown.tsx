import { Menu, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { MenuEntry } from '@spina/domain';
import { isExternalHref } from '../../../lib/links';
import { AppLink } from '../../../components/ui/app-link';
import { DropdownButton } from './DropdownButton';

/**
 * A menu entry with children (spec 1 §2.3): opens on click, hover or keyboard; links beginning with http or
 * https open in a new window. Entries without a route path are only logged (spec 1 §8).
 */
export default function HeaderDropdown({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation('shell');
  const links = entry.children.filter((child): child is MenuEntry & { href: string } => {
    if (child.href === null) console.warn(`Menu entry "${child.name}" has no route path`);
    return child.href !== null;
  });
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={150} position="bottom-start" withinPortal>
      <Menu.Target>
        <DropdownButton label={entry.label} />
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((child) => (
          <Menu.Item key={child.name} component={AppLink} href={child.href}>
            {child.label}
            {isExternalHref(child.href) && <VisuallyHidden> {t('opensInNewWindow')}</VisuallyHidden>}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
