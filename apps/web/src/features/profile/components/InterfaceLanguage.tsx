import { Group, Radio } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { isUiLanguage, UI_LANGUAGES } from '../../../lib/i18n/language';
import { useLanguage } from '../../shell';
import { ProfileSection } from './ProfileSection';

/**
 * The interface language, Italian or English (spec 1 §9), kept in this browser as the footer's switcher keeps
 * it (`lang` and the store name); each language named in itself.
 */
export function InterfaceLanguage() {
  const { t } = useTranslation('profile');
  const { t: shell } = useTranslation('shell');
  const { language, changeLanguage } = useLanguage();
  return (
    <ProfileSection id="profile-language" title={t('language.title')} intro={t('language.intro')}>
      <Radio.Group
        label={t('language.legend')}
        value={language}
        onChange={(value) => {
          if (isUiLanguage(value)) void changeLanguage(value);
        }}
      >
        <Group gap="lg" mt={4}>
          {UI_LANGUAGES.map((option) => (
            <Radio
              key={option}
              value={option}
              label={<span lang={option}>{shell(`languages.${option}`)}</span>}
            />
          ))}
        </Group>
      </Radio.Group>
    </ProfileSection>
  );
}
