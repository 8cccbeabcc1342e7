import { createSingleToast } from '../../../lib/single-toast';

/** A message about an action that failed in the background (a favourite not saved), shown as a toast. */
export type CatalogueNotice = { id: number; text: string };

const notice = createSingleToast<{ text: string }>();

/** Shows a notice, replacing the one shown. */
export const showCatalogueNotice = (text: string) => notice.show({ text });
/** Hides the notice `id` (a newer one stays). */
export const dismissCatalogueNotice = notice.dismiss;
/** The notice shown, or null. */
export const useCatalogueNotice = notice.use;
