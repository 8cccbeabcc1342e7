import {
  formatInputDate,
  isIsoDate,
  movementDescription,
  type EmptiesBalanceRow,
  type EmptiesMaterialRow,
  type EmptiesMovementRow,
} from '@spina/domain';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** One column of a view: its label and its value, shared by the table, the phone cards and the CSV file. */
export type Column<Row> = {
  key: string;
  label: string;
  value: (row: Row) => string | number | null;
  numeric?: boolean;
  /** What the table and the cards show instead of the value, e.g. a checkbox or a button. */
  render?: (row: Row) => ReactNode;
};

/** A calendar date as dd.MM.yyyy (spec 3 §9). */
export const formatDate = (date: string | null): string | null =>
  date && isIsoDate(date) ? formatInputDate(date) : date;

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** The columns of the three views in the interface language. */
export function useStatementColumns() {
  const { t, i18n } = useTranslation('documents');
  const language = i18n.language;
  return useMemo(() => {
    const material = {
      key: 'material',
      label: t('columns.material'),
      value: (row: { material: string }) => row.material,
    };
    const name = { key: 'name', label: t('columns.name'), value: (row: { name: string }) => row.name };
    const statement: Column<EmptiesBalanceRow>[] = [
      material,
      name,
      { key: 'opening', label: t('columns.opening'), value: (row) => row.opening_balance, numeric: true },
      { key: 'in', label: t('columns.in'), value: (row) => row.in, numeric: true },
      { key: 'out', label: t('columns.out'), value: (row) => row.out, numeric: true },
      {
        key: 'adjustment',
        label: t('columns.adjustment'),
        value: (row) => signed(row.adjustment),
        numeric: true,
      },
      { key: 'closing', label: t('columns.closing'), value: (row) => row.closing_balance, numeric: true },
    ];
    const materials: Column<EmptiesMaterialRow>[] = [
      material,
      name,
      {
        key: 'weight',
        label: t('columns.weight'),
        value: (row) => row.weight.toLocaleString(language),
        numeric: true,
      },
      {
        key: 'bottles',
        label: t('columns.bottles'),
        value: (row) => row.number_of_bottles_gabbie,
        numeric: true,
      },
      { key: 'movements', label: t('columns.movements'), value: (row) => row.movements, numeric: true },
      { key: 'last', label: t('columns.lastMovement'), value: (row) => formatDate(row.date) },
      { key: 'net', label: t('columns.net'), value: (row) => signed(row.net), numeric: true },
      { key: 'closing', label: t('columns.closing'), value: (row) => row.closing_balance, numeric: true },
    ];
    const movements: Column<EmptiesMovementRow>[] = [
      { key: 'date', label: t('columns.date'), value: (row) => formatDate(row.date) },
      material,
      name,
      { key: 'type', label: t('columns.type'), value: (row) => row.movement_type },
      {
        key: 'description',
        label: t('columns.description'),
        value: (row) => movementDescription(row.movement_type, language),
      },
      { key: 'quantity', label: t('columns.quantity'), value: (row) => signed(row.quantity), numeric: true },
      { key: 'depot', label: t('columns.depot'), value: (row) => row.depot },
      { key: 'deliveryPoint', label: t('columns.deliveryPoint'), value: (row) => row.delivery_point },
      { key: 'invoice', label: t('columns.invoice'), value: (row) => row.invoice },
      { key: 'order', label: t('columns.order'), value: (row) => row.order_number },
    ];
    return { statement, materials, movements };
  }, [t, language]);
}

/** The rows of a CSV file: the labels, then each row's values. */
export function csvRows<Row>(columns: readonly Column<Row>[], rows: readonly Row[]) {
  return [
    columns.map((column) => column.label),
    ...rows.map((row) => columns.map((column) => column.value(row))),
  ];
}
