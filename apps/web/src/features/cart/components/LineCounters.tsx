import { memo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { LineCounterRules, LineQuantities } from '../cart-model';
import { QuantityCounter } from './QuantityCounter';
import classes from './QuantityCounter.module.css';

type LineCountersProps = {
  name: string;
  quantities: LineQuantities;
  /** Which counters the product offers and the Pallets counter's minimum (spec 1 §4.7, spec 2 §4-§5). */
  counters: LineCounterRules;
  blocked?: boolean;
  onDraft?: (quantities: LineQuantities) => void;
  onChange?: (quantities: LineQuantities) => void;
};

/** True when two records hold the same values under the same keys. */
function sameFields<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return a === b || (keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]));
}

/** Equal props of the counters: their quantities and rules compared by value, as reads of the cart rebuild them. */
function sameCounters(previous: LineCountersProps, next: LineCountersProps): boolean {
  return (
    previous.name === next.name &&
    previous.blocked === next.blocked &&
    previous.onDraft === next.onDraft &&
    previous.onChange === next.onChange &&
    sameFields(previous.quantities, next.quantities) &&
    sameFields(previous.counters, next.counters)
  );
}

/**
 * The counters of one product: Units, Layers and Pallets as its rules allow. Each counter sends the line's three
 * quantities, so a change of one never loses the others. Memoised: a list shows 25 of them.
 */
export const LineCounters = memo(function LineCounters({
  name,
  quantities,
  counters,
  blocked = false,
  onDraft,
  onChange,
}: LineCountersProps) {
  const { t } = useTranslation('cart');
  const counter = (key: keyof LineQuantities, unit: string, min = 0) => (
    <div className={classes.lineCounter} key={key}>
      <span className={classes.unit} aria-hidden>
        {unit}
      </span>
      <QuantityCounter
        label={t('counter.ofProduct', { unit, name })}
        value={quantities[key]}
        min={min}
        blocked={blocked}
        onDraft={onDraft && ((value) => onDraft({ ...quantities, [key]: value }))}
        onChange={onChange && ((value) => onChange({ ...quantities, [key]: value }))}
      />
    </div>
  );
  return (
    <div className={classes.lineCounters}>
      {counters.units && counter('packages', t('counter.units'))}
      {counters.layers && counter('layers', t('counter.layers'))}
      {counters.pallets && counter('pallets', t('counter.pallets'), counters.palletMinimum)}
    </div>
  );
}, sameCounters);
