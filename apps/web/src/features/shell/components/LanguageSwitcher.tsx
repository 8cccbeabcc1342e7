import { Button, Group } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { UI_LANGUAGES } from '../../../lib/i18n/language';
import { useLanguage } from '../hooks/use-language';

/**
 * Alphabetical order of the languages' own names. They are capitalised words of unaccented Latin letters, whose
 * code-unit order is their alphabetical order: a collator (built when the module loaded) cost some 15 ms of every
 * first page's start-up, and localeCompare builds one per comparison.
 */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The language switcher (spec 1 §2.8): English and Italiano, each named in its own language, with a tick
 * on the active one.
 */
export function LanguageSwitcher({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('shell');
  const { language, changeLanguage } = useLanguage();
  const options = [...UI_LANGUAGES].sort((a, b) => byName(t(`languages.${a}`), t(`languages.${b}`)));
  return (
    <Group gap={4} role="group" aria-label={t('footer.language')}>
      {options.map((option) => {
        const active = option === language;
        return (
          <Button
            key={option}
            lang={option}
            size="compact-sm"
            variant={active ? 'white' : 'subtle'}
            color={tone === 'dark' ? (active ? 'dark' : 'gray.0') : 'dark'}
            aria-pressed={active}
            leftSection={active ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => void changeLanguage(option)}
          >
            {t(`languages.${option}`)}
          </Button>
        );
      })}
    </Group>
  );
}
