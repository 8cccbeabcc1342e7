import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconMinus, IconPlus } from '@tabler/icons-react';
import type { PermissionMark } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';

const MARK_LOOK: Record<PermissionMark, { icon: typeof IconCheck; color: string }> = {
  contains: { icon: IconCheck, color: 'spinaGreen.8' },
  optional: { icon: IconPlus, color: 'blue.8' },
  'does-not-contain': { icon: IconMinus, color: 'gray.7' },
};

/** The icon of a legend mark (spec 3 §6), decorative: the mark's name is always written beside or for it. */
export function MarkIcon({ mark }: { mark: PermissionMark }) {
  const { icon: Icon, color } = MARK_LOOK[mark];
  return (
    <ThemeIcon size="sm" radius="xl" color={color} aria-hidden>
      <Icon size={12} stroke={3} />
    </ThemeIcon>
  );
}

/** The permission legend of spec 3 §6: contains, optional, does not contain. */
export function PermissionLegend() {
  const { t } = useTranslation('users');
  const marks: PermissionMark[] = ['contains', 'optional', 'does-not-contain'];
  return (
    <Group gap="md" align="center" wrap="wrap">
      <Text size="sm" fw={700}>
        {t('legend.title')}:
      </Text>
      <Group component="dl" gap="md" m={0} wrap="wrap">
        {marks.map((mark) => (
          <Group key={mark} gap={6} wrap="nowrap">
            <MarkIcon mark={mark} />
            <Text component="dt" size="sm" fw={600}>
              {t(`legend.${mark}`)}
            </Text>
            <Text component="dd" size="sm" m={0} c="gray.7">
              {t(`legend.${mark}Hint`)}
            </Text>
          </Group>
        ))}
      </Group>
    </Group>
  );
}
