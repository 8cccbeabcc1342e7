import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { ContentLanguage, MenuEntry, PageContent, PortalLink } from '@spina/domain';
import type { Database } from '../../db/client';
import { links, menus, pageContents, portalConfig, type Localized } from '../../db/schema';
import type { PortalSections } from '../../http/access';

/** Orderable units per customer type and order type (spec 1 §7 getPortalConfig). */
type OrderableUnitsConfig = {
  default: string;
  rules: Array<{ customerType: string | null; orderType: string | null; units: string }>;
};

export type PortalSettings = {
  maintenance: boolean;
  banner_rotation: number;
  holidays: string[][];
  sections: PortalSections;
  orderableUnits: OrderableUnitsConfig;
};

export type Language = ContentLanguage;

const SETTINGS_TTL_MS = 30_000;

const localize = (text: Localized, lang: Language) => text[lang] || text.it;

/** Picks the orderable units of the first rule matching both types (a null in a rule matches any). */
export function orderableUnitsFor(
  config: OrderableUnitsConfig,
  customerType?: string | null,
  orderType?: string | null,
): string {
  const rule = config.rules.find(
    (candidate) =>
      (candidate.customerType === null || candidate.customerType === customerType) &&
      (candidate.orderType === null || candidate.orderType === orderType),
  );
  return rule?.units ?? config.default;
}

/** The public configuration as getPortalConfig answers it without arguments (the page carries it too). */
export function publicPortalConfig(settings: PortalSettings) {
  return {
    maintenance: settings.maintenance,
    banner_rotation: settings.banner_rotation,
    holidays: settings.holidays,
    sections: settings.sections.map(({ label, value }) => ({ label, value })),
  };
}

export type PortalService = ReturnType<typeof createPortalService>;

export function createPortalService(db: Database) {
  let cached: { at: number; settings: Promise<PortalSettings> } | null = null;

  async function loadSettings(): Promise<PortalSettings> {
    const rows = await db.select().from(portalConfig);
    const value = (key: string) => rows.find((row) => row.key === key)?.value;
    return {
      maintenance: value('maintenance') === true,
      banner_rotation: Number(value('banner_rotation') ?? 6000),
      holidays: (value('holidays') as string[][] | undefined) ?? Array.from({ length: 12 }, () => []),
      sections: (value('sections') as PortalSections | undefined) ?? [],
      orderableUnits: (value('orderableunits') as OrderableUnitsConfig | undefined) ?? {
        default: 'Packaging,Layers,Pallets',
        rules: [],
      },
    };
  }

  /** Portal settings, read at most every 30 s: they change rarely and every request needs the sections. */
  function settings(): Promise<PortalSettings> {
    if (!cached || Date.now() - cached.at > SETTINGS_TTL_MS) {
      const pending = loadSettings();
      cached = { at: Date.now(), settings: pending };
      pending.catch(() => {
        cached = null;
      });
    }
    return cached.settings;
  }

  /** The menu of an audience in a market (entries of every market and of that one), in the caller's language. */
  async function menuTree(
    audience: 'public' | 'private',
    options: { lang: Language; market: string; visible: (permission: string | null) => boolean },
  ) {
    const { lang, visible } = options;
    const rows = await db
      .select()
      .from(menus)
      .where(
        and(eq(menus.audience, audience), or(isNull(menus.marketCode), eq(menus.marketCode, options.market))),
      )
      .orderBy(asc(menus.position));
    const entry = (row: (typeof rows)[number]): MenuEntry => ({
      name: row.name,
      label: localize(row.label, lang),
      href: row.href,
      isActive: true,
      children: rows.filter((child) => child.parentId === row.id && visible(child.permission)).map(entry),
    });
    return rows.filter((row) => row.parentId === null && visible(row.permission)).map(entry);
  }

  async function portalLinks(options: {
    lang: Language;
    signedIn: boolean;
    market: string;
    visible: (permission: string | null) => boolean;
  }): Promise<PortalLink[]> {
    const rows = await db.select().from(links).orderBy(asc(links.position));
    return rows
      .filter((row) => row.audience === 'all' || row.audience === (options.signedIn ? 'private' : 'public'))
      .filter((row) => row.marketCode === null || row.marketCode === options.market)
      .filter((row) => options.visible(row.permission))
      .filter((row) => {
        if (row.language === null) return true;
        // A link kept per language: the user's language, else the English one.
        const languages = rows
          .filter((other) => other.name === row.name && other.type === row.type)
          .map((other) => other.language);
        return row.language === (languages.includes(options.lang) ? options.lang : 'en');
      })
      .map((row) => ({
        name: row.name,
        type: row.type,
        group: row.groupName,
        label: localize(row.label, options.lang),
        url: row.url,
        order: row.position,
      }));
  }

  /** An internal page by path: the market's own page, else the one of every market; null when there is none. */
  async function pageContent(path: string, lang: Language, market: string): Promise<PageContent | null> {
    const rows = await db
      .select()
      .from(pageContents)
      .where(
        and(
          eq(pageContents.path, path),
          or(isNull(pageContents.marketCode), eq(pageContents.marketCode, market)),
        ),
      );
    const page = rows.find((row) => row.marketCode === market) ?? rows[0];
    if (!page) return null;
    return {
      path: page.path,
      title: localize(page.title, lang),
      body: localize(page.body, lang),
      updatedAt: page.updatedAt.toISOString(),
    };
  }

  async function setConfigValue(key: string, value: unknown): Promise<void> {
    await db
      .insert(portalConfig)
      .values({ key, value })
      .onConflictDoUpdate({ target: portalConfig.key, set: { value } });
    cached = null;
  }

  return {
    settings,
    sections: async () => (await settings()).sections,
    menuTree,
    portalLinks,
    pageContent,
    setConfigValue,
    /** True when the maintenance flag is set. */
    inMaintenance: async () => (await settings()).maintenance,
    configValue: async (key: string) =>
      (await db.select().from(portalConfig).where(eq(portalConfig.key, key)))[0]?.value,
  };
}
