/** Shapes of the demo data that the seed writes into the database. */

export type Locale = 'vi' | 'en' | 'ja';
export type Localized = Record<Locale, string>;

export interface SeedBrand {
  id: number;
  code: string;
  name: string;
  company: string;
}

/** ISO weekday: 1 Monday .. 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface SeedStore {
  id: number;
  code: string;
  name: string;
  description: string;
  address: string;
  city: 'Hồ Chí Minh' | 'Hà Nội';
  latitude: number;
  longitude: number;
  /** minutes; null means the default (45) applies */
  prepare_time: number | null;
  /** VAT percent; null means the default (10) applies */
  tax: number | null;
  /** metres */
  max_delivery_distance: number;
  /** inside a shopping mall: fee 20,000 under 3 km and 5,000 parking per order */
  is_mall: boolean;
  delivery: boolean;
  pickup: boolean;
  /** weekdays the store opens; open days for the next 7 days are derived from this at query time */
  open_weekdays: Weekday[];
  /** "HH:mm" first and last serving time of a day (delivery 10:00 to 21:00, last order 20:00) */
  start_time: string;
  end_time: string;
  /** "HH:mm" after which the store takes no order for the day (SPEC §9 last order 20:00); it still delivers until end_time */
  last_order_time: string;
  /** Extra deliveryTime entries: a break within a day, a dated closure or a weekday override */
  delivery_times: Array<{
    type: 'break' | 'date' | 'day';
    /** break: weekday number or '*'; date: YYYYMMDD; day: weekday number */
    value: string;
    delivery_start_time: string;
    delivery_end_time: string;
  }>;
  /** Delivery fee tiers (SPEC §3); empty means the general rule of §9 applies */
  delivery_fee_tiers: Array<{ distance: number; baika: number }>;
}

export interface SeedCategory {
  bumoncd: string;
  names: Localized;
  sort: number;
}

export interface SeedClass {
  bunruicd: string;
  bumoncd: string;
  names: Localized;
  sort: number;
}

export interface SeedTopping {
  menucd: string;
  names: Localized;
  /** dong */
  price: number;
  stuckb: 0 | 1 | 2;
  tax_rate: number;
}

export interface SeedToppingGroup {
  group_code: string;
  kind: 'mandatory' | 'option';
  names: Localized;
  items: SeedTopping[];
}

export interface SeedDish {
  menucd: string;
  bumoncd: string;
  bunruicd: string;
  names: Localized;
  descriptions: Localized;
  /** price in dong */
  baika: number;
  /** 0 no tax, 1 tax added outside the price, 2 tax included */
  stuckb: 0 | 1 | 2;
  tax_rate: number;
  soldout: boolean;
  stock: number;
  /** 1 new, 2 recommend, 3 season, 4 vegetarian, 5 best seller, 6 error icon; null none */
  menu_status: 1 | 2 | 3 | 4 | 5 | 6 | null;
  /** allergy codes '01'..'10' */
  allergies: string[];
  /** path served by the app, e.g. /media/menu/PHO001.webp */
  img: string;
  topping_groups: SeedToppingGroup[];
  /** store codes where this dish is not on the menu (check-menu-exist reports it) */
  unavailable_at: string[];
  sort: number;
}

export interface SeedBanner {
  id: number;
  /** the image for a language the banner has no image in (ja, the fallback language) */
  image: string;
  /** the image with the banner's words in each language */
  images: Localized;
  /** the seeded promotion the banner advertises */
  promotion_code: string;
  headline: Localized;
  offer: Localized;
  redirect_url: string | null;
  product_code: string | null;
  sort: number;
}

export interface SeedPlace {
  id: string;
  /** what a person types or sees first, e.g. "Chợ Bến Thành" */
  name: string;
  /** full street address in Vietnamese */
  address: string;
  district: string;
  city: 'Hồ Chí Minh' | 'Hà Nội';
  lat: number;
  lng: number;
  kind: 'ward' | 'district' | 'landmark' | 'street';
}

export interface SeedCompany {
  tax_code: string;
  company_name: string;
  company_address: string;
}
