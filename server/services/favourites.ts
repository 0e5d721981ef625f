/**
 * Favourite dishes (SPEC §3 Favourite, §7 get-favorite-menu / set-favorite-menu): kept per customer and
 * brand, read and changed only for the customer of the bearer token.
 */
import { imageLinkOrNull } from '../../domain/image-link';
import type { components } from '../../openapi/schema';
import { ApiError, badRequest } from '../api-error';
import { WORDS } from '../words';
import type { Clock } from '../context';
import type { Database, Queryable } from '../db/database';
import type { Locale, Localized } from '../db/seed-data/types';
import { pick } from './catalogue';

type Favourite = components['schemas']['Favourite'];

interface FavouriteRow {
  menucd: string;
  names: Localized;
  descriptions: Localized;
  baika: number;
  img: string;
  stuckb: 0 | 1 | 2;
  tax_rate: number;
  has_topping: boolean;
  [key: string]: unknown;
}

function favouriteView(row: FavouriteRow, locale: Locale): Favourite {
  return {
    menucd: row.menucd,
    menuname: pick(row.names, locale),
    price: row.baika,
    baika: row.baika,
    image: imageLinkOrNull(row.img),
    img: imageLinkOrNull(row.img),
    stuckb: row.stuckb,
    tax_rate: row.tax_rate,
    description: pick(row.descriptions, locale),
    info: null,
    info2: null,
    info3: null,
    has_topping: row.has_topping,
    isFavorite: true,
  };
}

/** Where a favourite list lives: the brand of the request, checked against the store it names. */
export interface FavouriteScope {
  brandCode: string;
  storeCode: string;
}

export function createFavourites({ db, clock }: { db: Database; clock: Clock }) {
  /** The brand's id; the store must be one of the brand's. */
  async function brandOf(tx: Queryable, scope: FavouriteScope): Promise<number> {
    const [brand] = await tx.query<{ id: number }>('select id from brand where code = $1', [scope.brandCode]);
    if (!brand) throw badRequest(WORDS.brandNotFound, 'brandCode');
    const [store] = await tx.query('select 1 from store where code = $1 and brand_id = $2', [scope.storeCode, brand.id]);
    if (!store) throw badRequest(WORDS.storeNotFound, 'storeCode');
    return brand.id;
  }

  async function listOf(tx: Queryable, customerId: number, brandId: number, locale: Locale) {
    const rows = await tx.query<FavouriteRow>(
      `select m.menucd, m.names, m.descriptions, m.baika, m.img, m.stuckb, m.tax_rate,
              exists (select 1 from topping_group g where g.dish_menucd = m.menucd) as has_topping
         from favourite_menu f join menu_item m on m.menucd = f.menucd
        where f.customer_id = $1 and f.brand_id = $2
        order by f.created_at desc, m.sort, m.menucd`,
      [customerId, brandId],
    );
    return rows.map((row) => favouriteView(row, locale));
  }

  return {
    /** The customer's favourites of the brand, most recently added first. */
    async list(customerId: number, scope: FavouriteScope, locale: Locale) {
      return listOf(db, customerId, await brandOf(db, scope), locale);
    },

    /** Adds (`isFavorite` true) or removes the dishes, then answers the new list; an unknown dish changes nothing. */
    async set(customerId: number, scope: FavouriteScope, change: { menucds: string[]; isFavorite: boolean }, locale: Locale) {
      return db.transaction(async (tx) => {
        const brandId = await brandOf(tx, scope);
        const codes = [...new Set(change.menucds)];
        const known = await tx.query<{ menucd: string }>('select menucd from menu_item where menucd = any($1::text[])', [codes]);
        const unknown = codes.filter((code) => !known.some((row) => row.menucd === code));
        if (unknown.length > 0) {
          throw new ApiError(400, 'VALIDATION_ERROR', WORDS.dishesNotFound(unknown), 'menucd', { unknown });
        }
        if (change.isFavorite) {
          await tx.query(
            `insert into favourite_menu (customer_id, brand_id, menucd, created_at)
             select $1, $2, code, $4::timestamptz from unnest($3::text[]) as code
             on conflict do nothing`,
            [customerId, brandId, codes, clock().toString()],
          );
        } else {
          await tx.query('delete from favourite_menu where customer_id = $1 and brand_id = $2 and menucd = any($3::text[])', [customerId, brandId, codes]);
        }
        return listOf(tx, customerId, brandId, locale);
      });
    },

    /** The menu codes the customer holds as favourites of the brand (for the menu's `isFavorite`). */
    async codes(customerId: number, brandId: number): Promise<Set<string>> {
      const rows = await db.query<{ menucd: string }>('select menucd from favourite_menu where customer_id = $1 and brand_id = $2', [customerId, brandId]);
      return new Set(rows.map((row) => row.menucd));
    },
  };
}

export type Favourites = ReturnType<typeof createFavourites>;
