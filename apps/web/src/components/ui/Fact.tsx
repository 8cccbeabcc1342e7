import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A term and its value, as one row of a description list (`<dl>`): the details of an order, a saved order. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="gray.7">
        {term}
      </Text>
      <Text component="dd" size="sm" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
