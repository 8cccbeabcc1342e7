import { describe, expect, it } from 'vitest';
import { FLAG_OPTION_LABEL, PACKAGING_LABELS, PRODUCT_FACETS, PRODUCT_SORT_OPTIONS } from '@spina/domain';
import english from '../../../lib/i18n/messages.en';
import italian from '../../../lib/i18n/messages.it';

// DESIGN §6: the domain's labels are English message ids that the web translates.
describe('catalogue labels in the messages catalogues', () => {
  const labels = [
    ...Object.values(PACKAGING_LABELS),
    ...Object.values(PRODUCT_FACETS),
    ...PRODUCT_SORT_OPTIONS.map((option) => option.label),
    FLAG_OPTION_LABEL,
  ];

  it.each(labels)('%s has an Italian and an English text', (label) => {
    expect((english as Record<string, string>)[label]).toBe(label);
    expect((italian as Record<string, string>)[label]?.trim()).toBeTruthy();
  });
});
