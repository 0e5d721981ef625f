import { imageLinkOrNull } from '../../domain/image-link';
import { notFound } from '../api-error';
import { deliversByCourier } from '../../domain/courier';
import { pick, toLocale } from '../services/catalogue';
import { readSettings } from '../services/settings';
import type { HandlerContext, Handlers } from './handlers';

export function otherHandlers(context: HandlerContext): Handlers {
  const { catalogue, codeLists } = context.services;
  async function sysConsts(group: string, lang: unknown) {
    const locale = toLocale(lang);
    const rows = await codeLists.group(group);
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
      const { maps, phoneAuth, courier } = context.services;
      const courierOn = deliversByCourier(await readSettings(context.db, () => null));
      const [momo, payoo, mapsReachable, smsReachable, courierReachable] = await Promise.all([
        health('momo'),
        health('payoo'),
        maps.probe(),
        phoneAuth.probe(),
        courierOn ? courier.probe() : false,
      ]);
      return {
        status: 'ok' as const,
        payments: { momo, payoo },
        maps: { mode: maps.mode, reachable: mapsReachable },
        sms: { mode: phoneAuth.mode, enabled: true, reachable: smsReachable },
        courier: { mode: courier.mode, enabled: courierOn, reachable: courierReachable },
      };
    },

    async getBanners(request) {
      const locale = toLocale(request.query.lang ?? request.headers['accept-language']);
      const rows = await catalogue.banners(request.query.brand_code ?? null);
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
      const rows = await context.services.settings.variables(groups);
      return { results: rows.map((row) => ({ code: row.code, value: row.value, group: row.grp })) };
    },

    async getSysContsGroup(request) {
      return sysConsts(request.params.g, request.headers['accept-language']);
    },

    async getSysContsGroupDelivery(request) {
      return sysConsts(request.params.g, request.headers['accept-language']);
    },
  };
}
