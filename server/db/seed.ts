import { foldSearchText } from '../../domain/search-text';
import type { Database, Queryable } from './database';
import { banners, brand, categories, classes, companies, dishes, places, stores } from './seed-data/index';
import { restrictedAreas, storeCalendar } from './seed-data/store-calendar';
import { settingDefaults } from './settings-defaults';
import { sysConsts } from './sys-consts';

/** Inserts rows given as objects in one statement, through jsonb_to_recordset (same SQL on PGlite and PostgreSQL). */
async function insertRows(tx: Queryable, table: string, columns: Record<string, string>, rows: object[]) {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const definition = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await tx.query(
    `insert into ${table} (${names.join(', ')}) select ${names.join(', ')} from jsonb_to_recordset($1::jsonb) as x(${definition})`,
    [JSON.stringify(rows)],
  );
}

/** Writes the demo data once: a database that already has the brand is left alone. */
export async function seed(db: Database): Promise<boolean> {
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from brand');
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    await insertRows(tx, 'brand', { id: 'integer', code: 'text', name: 'text', company: 'text' }, [brand]);
    await insertRows(
      tx,
      'store',
      {
        id: 'integer', code: 'text', brand_id: 'integer', name: 'text', description: 'text', address: 'text',
        city: 'text', latitude: 'double precision', longitude: 'double precision', prepare_time: 'integer',
        tax: 'integer', max_delivery_distance: 'integer', is_mall: 'boolean', delivery: 'boolean', pickup: 'boolean',
        open_weekdays: 'integer[]', start_time: 'text', end_time: 'text', last_order_time: 'text', sort: 'integer',
      },
      stores.map((store, index) => ({
        ...store,
        brand_id: brand.id,
        // jsonb_to_recordset reads a Postgres array literal for integer[]
        open_weekdays: `{${store.open_weekdays.join(',')}}`,
        sort: index,
      })),
    );
    await insertRows(
      tx,
      'store_delivery_time',
      { store_id: 'integer', type: 'text', value: 'text', delivery_start_time: 'text', delivery_end_time: 'text' },
      stores.flatMap((store) => store.delivery_times.map((entry) => ({ ...entry, store_id: store.id }))),
    );
    await insertRows(
      tx,
      'store_delivery_fee_tier',
      { store_id: 'integer', distance: 'double precision', baika: 'integer' },
      stores.flatMap((store) => store.delivery_fee_tiers.map((tier) => ({ ...tier, store_id: store.id }))),
    );
    await insertRows(tx, 'category', { bumoncd: 'text', names: 'jsonb', sort: 'integer' }, categories);
    await insertRows(tx, 'menu_class', { bunruicd: 'text', bumoncd: 'text', names: 'jsonb', sort: 'integer' }, classes);
    await insertRows(
      tx,
      'menu_item',
      {
        menucd: 'text', bumoncd: 'text', bunruicd: 'text', names: 'jsonb', descriptions: 'jsonb', baika: 'integer',
        stuckb: 'smallint', tax_rate: 'integer', soldout: 'boolean', stock: 'integer', menu_status: 'smallint',
        allergies: 'text[]', img: 'text', sort: 'integer',
      },
      dishes.map((dish) => ({ ...dish, allergies: `{${dish.allergies.join(',')}}` })),
    );
    for (const dish of dishes) {
      for (const [groupIndex, group] of dish.topping_groups.entries()) {
        const [{ id }] = await tx.query<{ id: number }>(
          'insert into topping_group (dish_menucd, group_code, kind, names, sort) values ($1, $2, $3, $4, $5) returning id',
          [dish.menucd, group.group_code, group.kind, JSON.stringify(group.names), groupIndex],
        );
        await insertRows(
          tx,
          'topping_item',
          { group_id: 'integer', menucd: 'text', names: 'jsonb', price: 'integer', stuckb: 'smallint', tax_rate: 'integer', sort: 'integer' },
          group.items.map((item, sort) => ({ ...item, group_id: id, sort })),
        );
      }
    }
    await insertRows(
      tx,
      'menu_unavailable',
      { menucd: 'text', store_code: 'text' },
      dishes.flatMap((dish) => dish.unavailable_at.map((store_code) => ({ menucd: dish.menucd, store_code }))),
    );
    await insertRows(
      tx,
      'banner',
      {
        id: 'integer', brand_id: 'integer', image: 'text', redirect_url: 'text', product_code: 'text', sort: 'integer',
        promotion_code: 'text', images: 'jsonb', headlines: 'jsonb', offers: 'jsonb',
      },
      banners.map(({ headline, offer, ...banner }) => ({ ...banner, headlines: headline, offers: offer, brand_id: brand.id })),
    );
    await insertRows(tx, 'setting', { code: 'text', value: 'text', grp: 'text', description: 'text' }, settingDefaults);
    await insertRows(
      tx,
      'sys_const',
      { grp: 'text', code: 'text', value: 'text', names: 'jsonb', sort: 'integer' },
      sysConsts.map((entry, sort) => ({ ...entry, sort })),
    );
    await insertRows(
      tx,
      'place',
      {
        id: 'text', name: 'text', address: 'text', district: 'text', city: 'text', lat: 'double precision',
        lng: 'double precision', kind: 'text', search_text: 'text',
      },
      places.map((place) => ({ ...place, search_text: foldSearchText(`${place.name} ${place.address}`) })),
    );
    await insertRows(tx, 'company', { tax_code: 'text', company_name: 'text', company_address: 'text' }, companies);
    await insertRows(
      tx,
      'store_calendar',
      { store_id: 'integer', kind: 'text', from_date: 'date', to_date: 'date', reopen_date: 'date' },
      storeCalendar.map(({ store_code: storeCode, ...entry }) => ({ ...entry, store_id: stores.find((store) => store.code === storeCode)!.id })),
    );
    await insertRows(tx, 'restricted_area', { name: 'text', ward: 'text', polygon: 'jsonb' }, [...restrictedAreas]);
  });
  return true;
}
