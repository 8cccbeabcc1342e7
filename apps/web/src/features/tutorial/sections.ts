import type { HelpPage } from '@spina/domain';

/** One step of the tutorial: a section of the help pages and its pages in order. */
export type TutorialSection = { title: string; pages: HelpPage[] };

/** Groups help pages, which the server sends section by section, into the tutorial's steps. */
export function sectionsOf(pages: readonly HelpPage[]): TutorialSection[] {
  const sections: TutorialSection[] = [];
  for (const page of pages) {
    const last = sections.at(-1);
    if (last?.title === page.section) last.pages.push(page);
    else sections.push({ title: page.section, pages: [page] });
  }
  return sections;
}
