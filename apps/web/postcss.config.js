import mantinePreset from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';

// Breakpoints of spec 1 §9 (px); mobile is a width of 768 px or less.
export default {
  plugins: [
    mantinePreset(),
    simpleVars({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '87.5em',
      },
    }),
  ],
};
