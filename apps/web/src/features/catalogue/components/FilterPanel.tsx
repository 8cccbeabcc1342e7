import { Accordion, Box, Checkbox, Stack, UnstyledButton } from '@mantine/core';
import { PRODUCT_FLAGS, type ProductFacet, type ProductFlag } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Aggregation, CategoryPlace } from '../api/products';
import { isFilterActive, type CatalogueView } from '../../../lib/catalogue-url';
import { useCatalogueLabels } from '../hooks/use-catalogue-labels';
import classes from './catalogue.module.css';

/** A facet with more options than this is folded to its first SHOWN_OPTIONS, with a 'show all' button. */
const FOLD_ABOVE = 8;
const SHOWN_OPTIONS = 6;
/** Facets open at first, besides those with a filter on. */
const OPEN_FACETS = ['brand', 'filter_packaging', 'flags'];

const isFlag = (code: string): code is ProductFlag => (PRODUCT_FLAGS as readonly string[]).includes(code);

type FilterPanelProps = {
  aggregations: readonly Aggregation[];
  view: CatalogueView;
  onToggle: (facet: ProductFacet, value: string) => void;
  /** The category tree in reading order, to indent the category facet; empty until it loads. */
  categoryPlaces?: readonly CategoryPlace[];
};

type Option = Aggregation['options'][number] & { depth?: number };

/** The category options in the tree's order, indented by depth; options not in the tree go last. */
function inTreeOrder(options: readonly Option[], places: readonly CategoryPlace[]): Option[] {
  if (places.length === 0) return [...options];
  const position = new Map(places.map((place, index) => [place.id, { index, depth: place.depth }]));
  return options
    .map((option) => ({ ...option, depth: position.get(option.value)?.depth ?? 0 }))
    .sort(
      (a, b) =>
        (position.get(a.value)?.index ?? Number.MAX_SAFE_INTEGER) -
        (position.get(b.value)?.index ?? Number.MAX_SAFE_INTEGER),
    );
}

function FacetOptions({
  code,
  options,
  view,
  onToggle,
}: {
  code: ProductFacet;
  options: readonly Option[];
  view: CatalogueView;
  onToggle: FilterPanelProps['onToggle'];
}) {
  const { t } = useTranslation('catalogue');
  const labels = useCatalogueLabels();
  const [expanded, setExpanded] = useState(false);
  const long = options.length > FOLD_ABOVE;
  // Chosen options stay visible when the list is folded.
  const shown =
    expanded || !long
      ? options
      : options.filter((option, index) => index < SHOWN_OPTIONS || isFilterActive(view, code, option.value));
  const listId = `facet-${code}-options`;
  return (
    <Stack gap={6}>
      <Stack gap={6} id={listId}>
        {shown.map((option) => (
          <Checkbox
            key={option.value}
            checked={isFilterActive(view, code, option.value)}
            onChange={() => onToggle(code, option.value)}
            label={
              <>
                {labels.option(code, option)} <span className={classes.optionCount}>({option.count})</span>
              </>
            }
            styles={{ root: { paddingLeft: (option.depth ?? 0) * 14 } }}
          />
        ))}
      </Stack>
      {long && (
        <UnstyledButton
          fz="sm"
          c="spinaGreen.8"
          td="underline"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('filters.showFewer') : t('filters.showAll', { count: options.length })}
        </UnstyledButton>
      )}
    </Stack>
  );
}

/**
 * The filter panel of the products screen (spec 2 §2 filters): one section per facet the server counted
 * (spec 2 §3 aggregations), each option a checkbox with its count; the flags (new, bestseller, seasonal,
 * promo, recommended) together in one section.
 */
export function FilterPanel({ aggregations, view, onToggle, categoryPlaces = [] }: FilterPanelProps) {
  const { t } = useTranslation('catalogue');
  const labels = useCatalogueLabels();
  const facets = aggregations.filter((aggregation) => !isFlag(aggregation.attribute_code));
  const flags = aggregations.filter((aggregation) => isFlag(aggregation.attribute_code));
  const active = Object.keys(view.filters).map((code) => (isFlag(code) ? 'flags' : code));
  const [open, setOpen] = useState<string[]>(() => [...new Set([...OPEN_FACETS, ...active])]);
  return (
    <Accordion multiple value={open} onChange={setOpen} variant="default" chevronPosition="right">
      {facets.map((aggregation) => {
        const code = aggregation.attribute_code as ProductFacet;
        const options =
          code === 'category_id' ? inTreeOrder(aggregation.options, categoryPlaces) : aggregation.options;
        return (
          <Accordion.Item key={code} value={code}>
            <Accordion.Control>{labels.facet(code)}</Accordion.Control>
            <Accordion.Panel>
              <Box>
                <FacetOptions code={code} options={options} view={view} onToggle={onToggle} />
              </Box>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
      {flags.length > 0 && (
        <Accordion.Item value="flags">
          <Accordion.Control>{t('filters.highlights')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap={6}>
              {flags.map((flag) => {
                const code = flag.attribute_code as ProductFlag;
                const option = flag.options.find((candidate) => candidate.value === '1');
                return (
                  <Checkbox
                    key={code}
                    checked={isFilterActive(view, code, '1')}
                    onChange={() => onToggle(code, '1')}
                    label={
                      <>
                        {labels.facet(code)}{' '}
                        <span className={classes.optionCount}>({option?.count ?? 0})</span>
                      </>
                    }
                  />
                );
              })}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      )}
    </Accordion>
  );
}
