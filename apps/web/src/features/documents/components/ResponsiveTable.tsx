import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { KeyboardScrollTable } from '../../../components/ui/KeyboardScrollTable';
import { useMobileLayout } from '../../../lib/breakpoints';
import type { Column } from './columns';

type Props<Row> = {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Names the table, and the list of cards on a phone. */
  label: string;
};

/** A table on a desktop; on a phone (spec 3 §9: 768 px or less) one card per row, each value with its label. */
export function ResponsiveTable<Row>({ columns, rows, rowKey, label }: Props<Row>) {
  const narrow = useMobileLayout();
  if (narrow) {
    return (
      <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Card key={rowKey(row)} component="li" withBorder radius="md" p="sm">
            {columns.map((column) => (
              <Group key={column.key} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" c="dimmed">
                  {column.label}
                </Text>
                <Text size="sm" ta="right" fw={column.numeric ? 600 : 400} component="div">
                  {column.render ? column.render(row) : (column.value(row) ?? '–')}
                </Text>
              </Group>
            ))}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <KeyboardScrollTable minWidth={720} label={label}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.numeric ? 'right' : 'left'} scope="col">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.numeric ? 'right' : 'left'}>
                  {column.render ? column.render(row) : (column.value(row) ?? '–')}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </KeyboardScrollTable>
  );
}
