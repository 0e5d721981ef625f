/**
 * The address book of a customer (SPEC §3 Address, §5 Address rules, §7 Addresses).
 * Every phone is stored in +84 form; every position lies in Vietnam; a customer with addresses
 * has exactly one default: the first becomes it, choosing another clears the old one, deleting
 * it promotes the oldest remaining address.
 */
import { duplicateOf, VIETNAM_BOUNDS, type AddressIdentity } from '../../domain/addresses';
import { ADDRESS_LIST_LIMIT, NAME_MAX } from '../../domain/constants';
import { normalisePhone } from '../../domain/phone';
import type { components } from '../../openapi/schema';
import { ApiError, badRequest } from '../api-error';
import { WORDS } from '../words';
import type { Database, Queryable } from '../db/database';
import type { Clock } from '../context';

type Address = components['schemas']['Address'];

/** At most this many addresses per customer; the list call answers at most as many (SPEC §7 limit=100). */
export const MAX_ADDRESSES_PER_CUSTOMER = ADDRESS_LIST_LIMIT;
/** Contact name limit (SPEC §5 Address: non-empty, at most 40). */
export const CONTACT_NAME_MAX = NAME_MAX;

export interface AddressFields {
  lat?: number;
  lng?: number;
  address?: string;
  contact_name?: string;
  phone_number?: string;
  contact_string?: string | null;
  google_data?: Record<string, unknown> | null;
  is_default?: boolean;
}

interface AddressRow {
  id: number;
  customer_id: number;
  lat: number;
  lng: number;
  address: string;
  contact_name: string;
  phone_number: string;
  contact_string: string | null;
  google_data: Record<string, unknown> | null;
  is_default: boolean;
  [key: string]: unknown;
}

const COLUMNS = 'id, customer_id, lat, lng, address, contact_name, phone_number, contact_string, google_data, is_default';

function view(row: AddressRow): Address {
  return {
    id: row.id,
    lat: Number(row.lat),
    lng: Number(row.lng),
    address: row.address,
    contact_name: row.contact_name,
    phone_number: row.phone_number,
    contact_string: row.contact_string,
    google_data: row.google_data,
    is_default: row.is_default,
    customer: row.customer_id,
  };
}

const addressNotFound = () => new ApiError(404, 'NOT_FOUND', WORDS.addressNotFound);

/** Checks and normalises the fields given; a field left out stays undefined. */
export function checkAddressFields(input: AddressFields): AddressFields {
  const out: AddressFields = { ...input };
  if (input.lat !== undefined && !(input.lat >= VIETNAM_BOUNDS.minLat && input.lat <= VIETNAM_BOUNDS.maxLat)) {
    throw badRequest(WORDS.addressOutsideVietnam, 'lat');
  }
  if (input.lng !== undefined && !(input.lng >= VIETNAM_BOUNDS.minLng && input.lng <= VIETNAM_BOUNDS.maxLng)) {
    throw badRequest(WORDS.addressOutsideVietnam, 'lng');
  }
  if (input.address !== undefined) {
    out.address = input.address.trim();
    if (!out.address) throw badRequest(WORDS.addressRequired, 'address');
  }
  if (input.contact_name !== undefined) {
    out.contact_name = input.contact_name.trim();
    if (!out.contact_name) throw badRequest(WORDS.contactNameRequired, 'contact_name');
    if (out.contact_name.length > CONTACT_NAME_MAX) throw badRequest(WORDS.contactNameTooLong(CONTACT_NAME_MAX), 'contact_name');
  }
  if (input.phone_number !== undefined) {
    const phone = normalisePhone(input.phone_number);
    if (!phone) throw badRequest(WORDS.invalidPhone, 'phone_number');
    out.phone_number = phone;
  }
  if (input.contact_string !== undefined && input.contact_string !== null) out.contact_string = input.contact_string.trim() || null;
  return out;
}

/** Refuses an address that would be a second copy of one the customer has saved (domain/addresses.ts). */
async function refuseDuplicate(tx: Queryable, customerId: number, candidate: AddressIdentity, editingId: number | null) {
  const saved = await tx.query<AddressRow>(`select ${COLUMNS} from customer_address where customer_id = $1`, [customerId]);
  const same = duplicateOf(saved.map((row) => ({ ...row, lat: Number(row.lat), lng: Number(row.lng) })), candidate, editingId);
  if (same) {
    throw new ApiError(409, 'DUPLICATE_ADDRESS', WORDS.addressSaved, 'address', { address_id: same.id });
  }
}

export function createAddresses({ db, clock }: { db: Database; clock: Clock }) {
  /** Locks the customer row so that counting and the default flag stay consistent under concurrent calls. */
  async function lockCustomer(tx: Queryable, customerId: number) {
    const [row] = await tx.query('select id from customer where id = $1 for update', [customerId]);
    if (!row) throw new ApiError(401, 'UNAUTHORIZED', WORDS.sessionExpired);
  }

  async function ownRow(tx: Queryable, customerId: number, id: number, lock = false): Promise<AddressRow> {
    const [row] = await tx.query<AddressRow>(`select ${COLUMNS} from customer_address where id = $1 ${lock ? 'for update' : ''}`, [id]);
    // Another customer's address answers as a missing one: ids of others are not revealed.
    if (!row || row.customer_id !== customerId) throw addressNotFound();
    return row;
  }

  async function byId(tx: Queryable, id: number) {
    const [row] = await tx.query<AddressRow>(`select ${COLUMNS} from customer_address where id = $1`, [id]);
    return view(row);
  }

  return {
    /** The customer's addresses, default first, then oldest first. */
    async list(customerId: number, limit: number) {
      const rows = await db.query<AddressRow>(
        `select ${COLUMNS} from customer_address where customer_id = $1 order by is_default desc, id limit $2`,
        [customerId, Math.min(limit, MAX_ADDRESSES_PER_CUSTOMER)],
      );
      const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from customer_address where customer_id = $1', [customerId]);
      return { count, results: rows.map(view) };
    },

    /** Whether the address exists and belongs to the customer. */
    async owns(customerId: number, id: number) {
      const rows = await db.query('select 1 from customer_address where id = $1 and customer_id = $2', [id, customerId]);
      return rows.length > 0;
    },

    /** The customer's own address; undefined when it does not exist or belongs to another customer. */
    async findOwn(customerId: number, id: number): Promise<Address | undefined> {
      // ids outside the int4 column's range name no address (and would make the query fail)
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
      const [row] = await db.query<AddressRow>(`select ${COLUMNS} from customer_address where id = $1 and customer_id = $2`, [id, customerId]);
      return row ? view(row) : undefined;
    },

    async create(customerId: number, input: Required<Pick<AddressFields, 'lat' | 'lng' | 'address' | 'contact_name' | 'phone_number'>> & AddressFields) {
      const fields = checkAddressFields(input);
      const now = clock().toString();
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [{ count }] = await tx.query<{ count: number }>('select count(*)::int as count from customer_address where customer_id = $1', [customerId]);
        if (count >= MAX_ADDRESSES_PER_CUSTOMER) {
          throw new ApiError(400, 'VALIDATION_ERROR', WORDS.tooManyAddresses(MAX_ADDRESSES_PER_CUSTOMER), 'customer', {
            max_addresses: MAX_ADDRESSES_PER_CUSTOMER,
          });
        }
        await refuseDuplicate(tx, customerId, fields as AddressIdentity, null);
        const isDefault = count === 0 || fields.is_default === true;
        if (isDefault) await tx.query('update customer_address set is_default = false where customer_id = $1 and is_default', [customerId]);
        const [{ id }] = await tx.query<{ id: number }>(
          `insert into customer_address (customer_id, lat, lng, address, contact_name, phone_number, contact_string, google_data, is_default, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, $10::timestamptz) returning id`,
          [
            customerId,
            fields.lat,
            fields.lng,
            fields.address,
            fields.contact_name,
            fields.phone_number,
            fields.contact_string ?? null,
            fields.google_data === undefined || fields.google_data === null ? null : JSON.stringify(fields.google_data),
            isDefault,
            now,
          ],
        );
        return byId(tx, id);
      });
    },

    /** Partial update; is_default true makes it the default, false is refused on the default (one must stay). */
    async update(customerId: number, id: number, input: AddressFields) {
      const fields = checkAddressFields(input);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const row = await ownRow(tx, customerId, id, true);
        const merged = { ...row, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) };
        await refuseDuplicate(tx, customerId, { ...merged, lat: Number(merged.lat), lng: Number(merged.lng) } as AddressIdentity, id);
        if (fields.is_default === false && row.is_default) {
          throw badRequest(WORDS.defaultAddressKept, 'is_default');
        }
        if (fields.is_default === true && !row.is_default) {
          await tx.query('update customer_address set is_default = false where customer_id = $1 and is_default', [customerId]);
        }
        await tx.query(
          `update customer_address set
             lat = coalesce($2, lat), lng = coalesce($3, lng), address = coalesce($4, address),
             contact_name = coalesce($5, contact_name), phone_number = coalesce($6, phone_number),
             contact_string = case when $7::boolean then $8 else contact_string end,
             google_data = case when $9::boolean then $10::jsonb else google_data end,
             is_default = is_default or $11::boolean,
             updated_at = $12::timestamptz
           where id = $1`,
          [
            id,
            fields.lat ?? null,
            fields.lng ?? null,
            fields.address ?? null,
            fields.contact_name ?? null,
            fields.phone_number ?? null,
            fields.contact_string !== undefined,
            fields.contact_string ?? null,
            fields.google_data !== undefined,
            fields.google_data === undefined || fields.google_data === null ? null : JSON.stringify(fields.google_data),
            fields.is_default === true,
            clock().toString(),
          ],
        );
        return byId(tx, id);
      });
    },

    /** Deletes the address; when it was the default, the oldest remaining address becomes the default. */
    async remove(customerId: number, id: number) {
      await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const row = await ownRow(tx, customerId, id, true);
        await tx.query('delete from customer_address where id = $1', [id]);
        if (row.is_default) {
          await tx.query(
            `update customer_address set is_default = true
              where id = (select id from customer_address where customer_id = $1 order by id limit 1)`,
            [customerId],
          );
        }
      });
    },
  };
}

export type Addresses = ReturnType<typeof createAddresses>;
