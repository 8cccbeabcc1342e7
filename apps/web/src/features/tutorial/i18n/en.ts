/** Texts of the first-login tutorial (spec 3 §2, §4). */
const en = {
  title: {
    firstLogin: 'Welcome to Spina',
    again: 'Portal guide',
  },
  intro: {
    firstLogin: 'A quick tour of the portal, section by section. Press Done at the end to start ordering.',
    requested: 'A quick tour of the portal, section by section.',
    newCapability: 'There is something new in the portal: the pages marked New tell you about it.',
  },
  sections: 'Sections of the guide',
  section: 'Section',
  sectionOption: '{{number}}. {{title}}',
  progress: 'Section {{current}} of {{total}}: {{title}}',
  back: 'Back',
  next: 'Next',
  done: 'Done',
  close: 'Close the guide',
  newCapability: 'New',
  download: 'Download the guide',
  finishFailedHint: 'Press Done again, or close the guide: it will open again at your next sign-in.',
};

export default en;
