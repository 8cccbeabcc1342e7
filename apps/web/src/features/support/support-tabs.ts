import type { ComponentType } from 'react';

/**
 * A tab of /support/{path} (spec 1 §2.2 support): its address segment, the key of its label and the panel it
 * shows. A tab brought by another feature names that feature's catalogue for its label.
 */
export type SupportTab = {
  /** The `{path}` of the address. */
  key: string;
  /** The key of its label, in the support catalogue unless `namespace` names another. */
  label: string;
  namespace?: string;
  Panel: ComponentType;
};
