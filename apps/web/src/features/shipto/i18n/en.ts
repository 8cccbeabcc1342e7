/** Texts of the ship-to choice (spec 1 §4.4). */
const en = {
  label: 'Ship-to',
  choose: 'Choose the ship-to',
  suspended: 'Suspended',
  selected: 'current',
  changing: 'Changing the ship-to…',
  close: 'Close',
};

export default en;
