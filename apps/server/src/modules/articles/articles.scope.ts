import { SECTIONS, type ArticleAudience } from '@spina/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { decideAccess } from '../../http/access';
import { marketOf } from '../portal/portal.routes';

/**
 * Whose articles a read covers: the market of the companies behind a signed-in user's ship-tos (so that a Czech
 * customer reads Czech news whatever the request claims), or the market a visitor asks for.
 */
export type ArticleMarket = { companyIds: readonly string[] } | { code: string };

/** The market of the caller's articles: their companies' when signed in, else the request's (spec 3 §7). */
export function articleMarketOf(request: FastifyRequest): ArticleMarket {
  const grants = [...(request.principal?.shipTos.values() ?? [])];
  const companyIds = [...new Set(grants.map((grant) => grant.companyId))];
  return companyIds.length > 0 ? { companyIds } : { code: marketOf(request) };
}

/** The condition on an article `a` (by alias) of being of `market`. */
export function articleMarketSql(market: ArticleMarket, alias = sql`a`): SQL {
  if ('code' in market) return sql`${alias}.market_code = ${market.code}`;
  if (market.companyIds.length === 0) return sql`false`;
  const ids = sql.join(
    market.companyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`${alias}.market_code in (select c.market_code from companies c where c.id in (${ids}))`;
}

/**
 * Which articles the caller may read (spec 3 §6, §7): all of their market with the News & Articles section,
 * public ones otherwise (visitors, users without the section such as Academy-only users).
 */
export async function articleAudienceOf(deps: AppDeps, request: FastifyRequest): Promise<ArticleAudience> {
  if (!request.principal) return 'public';
  const section = { permission: SECTIONS.newsAndArticles };
  const allowed = decideAccess(section, request.principal, { outletId: null }, await deps.sections()).ok;
  return allowed ? 'private' : 'public';
}
