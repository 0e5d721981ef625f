import { imageLinkOrNull } from '../../domain/image-link';
import { notFound } from '../api-error';
import type { Localized } from '../db/seed-data/types';
import { pick, toLocale } from '../services/catalogue';
import { withSettingOverrides } from '../services/sandbox-overrides';
import type { HandlerContext, Handlers } from './handlers';

export function otherHandlers(context: HandlerContext): Handlers {
  const { db } = context;
  async function sysConsts(group: string, lang: unknown) {
    const locale = toLocale(lang);
    const rows = await db.query<{ code: string; value: string; names: Localized }>(
      'select code, value, names from sys_const where grp = $1 order by sort',
      [group],
    );
    if (rows.length === 0) throw notFound(`No constant group ${group}`);
    return { data: rows.map((row) => ({ code: row.code, value: row.value, name: pick(row.names, locale) })) };
  }

  return {
    async getHealth() {
      const { providers } = context.services;
      const off = context.config.disabledPaymentProviders;
      const health = async (name: 'momo' | 'payoo') => {
        const enabled = !off.includes(name);
        return { mode: providers[name].mode, enabled, reachable: enabled && (await providers[name].probe()) };
      };
      const { maps } = context.services;
      const [momo, payoo, mapsReachable] = await Promise.all([health('momo'), health('payoo'), maps.probe()]);
      return { status: 'ok' as const, payments: { momo, payoo }, maps: { mode: maps.mode, reachable: mapsReachable } };
    },

    async getBanners(request) {
      const locale = toLocale(request.query.lang ?? request.headers['accept-language']);
      const rows = await db.query<{
        id: number;
        image: string;
        images: Partial<Localized>;
        headlines: Partial<Localized>;
        offers: Partial<Localized>;
        redirect_url: string | null;
        product_code: string | null;
      }>(
        `select b.id, b.image, b.images, b.headlines, b.offers, b.redirect_url, b.product_code from banner b
          join brand r on r.id = b.brand_id where ($1::text is null or r.code = $1) order by b.sort, b.id`,
        [request.query.brand_code ?? null],
      );
      return {
        results: rows.map((row) => ({
          id: row.id,
          images: [{ full_original_url: imageLinkOrNull(row.images[locale] ?? row.image) }],
          redirect_url: row.redirect_url,
          product_code: row.product_code,
          ...(row.headlines[locale] ? { headline: row.headlines[locale], offer: row.offers[locale] ?? '' } : {}),
        })),
      };
    },

    async getVariables(request) {
      const groups = request.query.group__in?.split(',').map((g) => g.trim()).filter(Boolean) ?? [];
      const rows = await db.query<{ code: string; value: string; grp: string }>(
        'select code, value, grp from setting where cardinality($1::text[]) = 0 or grp = any($1::text[]) order by code',
        [groups],
      );
      return { results: withSettingOverrides(rows).map((row) => ({ code: row.code, value: row.value, group: row.grp })) };
    },

    async getSysContsGroup(request) {
      return sysConsts(request.params.g, request.headers['accept-language']);
    },

    async getSysContsGroupDelivery(request) {
      return sysConsts(request.params.g, request.headers['accept-language']);
    },
  };
}
