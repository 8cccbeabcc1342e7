import { expect } from 'vitest';

/**
 * Label in name (WCAG 2.5.3): the control's accessible name holds the words it shows, so a voice-control user can
 * say them. For controls whose visible words are one run of text (a count or number beside them drawn by CSS).
 */
export function expectLabelInName(control: Element): void {
  expect(control).toHaveAccessibleName(expect.stringContaining(control.textContent ?? ''));
}
