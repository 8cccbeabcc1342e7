import { Box, Text } from '@mantine/core';
import classes from './BarChart.module.css';

export type Bar = { key: string; label: string; value: number; text: string };

/**
 * A horizontal bar chart in plain HTML and CSS (decision 0034: no chart library): one row per group with its
 * label above the bar on a phone and beside it on a wide screen, so long brand or ship-to names stay readable.
 * The figures are also in the table below, so the chart is hidden from screen readers as a duplicate.
 */
export function BarChart({ bars, title }: { bars: Bar[]; title: string }) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <Box component="figure" m={0} className={classes.chart}>
      <Text component="figcaption" size="sm" fw={600} mb="xs">
        {title}
      </Text>
      <div aria-hidden>
        {bars.map((bar) => (
          <div key={bar.key} className={classes.row} data-testid="report-bar">
            <span className={classes.label}>{bar.label}</span>
            <span className={classes.track}>
              <span
                className={classes.bar}
                style={{ width: `${max > 0 ? Math.max(0.5, (bar.value / max) * 100) : 0}%` }}
              />
            </span>
            <span className={classes.value}>{bar.text}</span>
          </div>
        ))}
      </div>
    </Box>
  );
}
