/** One column of a report: its label, the figure as the page shows it and as an exported file holds it. */
export type ReportColumn<Row> = {
  key: string;
  label: string;
  /** The figure as the table and the phone cards show it, in the interface language. */
  text: (row: Row) => string;
  /** The figure as a CSV or XLSX file holds it: a number stays a number. */
  value: (row: Row) => string | number;
  /** Decimals of a number in a file: fixed in CSV, the number format of the XLSX column. */
  decimals?: number;
};

type FileCell = string | number | null;

/** A CSV file's rows: the labels, then each row's values, numbers with their column's fixed decimals. */
export function csvRows<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]): FileCell[][] {
  return [
    columns.map((column) => column.label),
    ...rows.map((row) =>
      columns.map((column) => {
        const value = column.value(row);
        return typeof value === 'number' && column.decimals !== undefined
          ? value.toFixed(column.decimals)
          : value;
      }),
    ),
  ];
}

/** An XLSX sheet's rows and number formats: the labels as its heading, then each row, numbers as numbers. */
export function sheetOf<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]) {
  return {
    rows: [
      columns.map((column) => column.label),
      ...rows.map((row) => columns.map((column) => column.value(row))),
    ],
    formats: columns.map((column) =>
      column.decimals === undefined
        ? undefined
        : column.decimals === 0
          ? '#,##0'
          : `#,##0.${'0'.repeat(column.decimals)}`,
    ),
  };
}
