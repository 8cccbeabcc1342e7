import { NativeSelect, NavLink } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TutorialSection } from '../sections';
import classes from '../tutorial.module.css';

type Props = { sections: TutorialSection[]; current: number; onChoose: (index: number) => void };

/** The list of sections beside the pages (spec 3 §2 "a section list"); any section can be opened. */
export function TutorialSectionList({ sections, current, onChoose }: Props) {
  const { t } = useTranslation('tutorial');
  return (
    <nav aria-label={t('sections')} className={classes.sectionList}>
      <ol>
        {sections.map((section, index) => (
          <li key={section.title}>
            <NavLink
              component="button"
              type="button"
              active={index === current}
              aria-current={index === current ? 'step' : undefined}
              label={t('sectionOption', { number: index + 1, title: section.title })}
              onClick={() => onChoose(index)}
            />
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The same choice as a dropdown on a phone (spec 3 §2 "a mobile dropdown"). */
export function TutorialSectionSelect({ sections, current, onChoose }: Props) {
  const { t } = useTranslation('tutorial');
  return (
    <NativeSelect
      label={t('section')}
      value={String(current)}
      onChange={(event) => onChoose(Number(event.currentTarget.value))}
      data={sections.map((section, index) => ({
        value: String(index),
        label: t('sectionOption', { number: index + 1, title: section.title }),
      }))}
    />
  );
}
