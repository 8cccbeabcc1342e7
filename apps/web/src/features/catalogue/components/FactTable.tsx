import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './catalogue.module.css';

/** A row of facts: its label and value; rows without a value are left out. */
export type Fact = { label: string; value: ReactNode | null | undefined };

/** Facts about a product as a two-column table with row headers. */
/** `caption` names the table for assistive technology; the section's heading shows it. */
export function FactTable({ facts, caption }: { facts: readonly Fact[]; caption: string }) {
  const rows = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '');
  if (rows.length === 0) return null;
  return (
    <Table
      className={classes.factTable}
      striped
      withRowBorders={false}
      verticalSpacing={6}
      aria-label={caption}
    >
      <Table.Tbody>
        {rows.map((fact) => (
          <Table.Tr key={fact.label}>
            <Table.Th scope="row">{fact.label}</Table.Th>
            <Table.Td>{fact.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
