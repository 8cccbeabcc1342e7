import type { MarketingMaterial } from '@spina/domain';
import { useCallback, useMemo, useState } from 'react';

/**
 * The materials picked for one ZIP, kept across filters and pages (so materials of two brands can be picked
 * one brand after the other), in the order they were picked.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, MarketingMaterial>>(new Map());
  const toggle = useCallback((material: MarketingMaterial, on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(material.id, material);
      else next.delete(material.id);
      return next;
    });
  }, []);
  const setMany = useCallback((materials: readonly MarketingMaterial[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const material of materials) {
        if (on) next.set(material.id, material);
        else next.delete(material.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  const bytes = useMemo(
    () => [...selected.values()].reduce((sum, material) => sum + material.file.metadata.size, 0),
    [selected],
  );
  return { selected, toggle, setMany, clear, bytes };
}
