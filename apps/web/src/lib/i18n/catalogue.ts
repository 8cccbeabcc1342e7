/**
 * The shape every language of a catalogue must have: the same keys as the English one, each holding text.
 * An Italian catalogue typed `Catalogue<typeof en>` fails to compile when a key is missing or extra.
 */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The namespace of the domain's messages, whose keys are their English text (DESIGN §6). */
export const MESSAGES_NAMESPACE = 'messages';
