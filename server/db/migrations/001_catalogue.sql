-- Brand, stores and their schedules, fee tiers, menu, toppings, banners, settings.
create table brand (
  id integer primary key,
  code text not null unique,
  name text not null,
  company text not null
);

create table store (
  id integer primary key,
  code text not null unique,
  brand_id integer not null references brand (id),
  name text not null,
  description text not null default '',
  address text not null,
  city text not null,
  latitude double precision not null,
  longitude double precision not null,
  prepare_time integer,
  tax integer,
  max_delivery_distance integer not null,
  is_mall boolean not null default false,
  delivery boolean not null default true,
  pickup boolean not null default true,
  open_weekdays integer[] not null,
  start_time text not null,
  end_time text not null,
  sort integer not null default 0
);

create table store_delivery_time (
  id serial primary key,
  store_id integer not null references store (id) on delete cascade,
  type text not null check (type in ('break', 'date', 'day')),
  value text not null,
  delivery_start_time text not null,
  delivery_end_time text not null
);

create table store_delivery_fee_tier (
  store_id integer not null references store (id) on delete cascade,
  distance double precision not null,
  baika integer not null,
  primary key (store_id, distance)
);

create table category (
  bumoncd text primary key,
  names jsonb not null,
  sort integer not null default 0
);

create table menu_class (
  bunruicd text primary key,
  bumoncd text not null references category (bumoncd),
  names jsonb not null,
  sort integer not null default 0
);

create table menu_item (
  menucd text primary key,
  bumoncd text not null references category (bumoncd),
  bunruicd text not null references menu_class (bunruicd),
  names jsonb not null,
  descriptions jsonb not null,
  baika integer not null check (baika >= 0),
  stuckb smallint not null check (stuckb in (0, 1, 2)),
  tax_rate integer not null,
  soldout boolean not null default false,
  stock integer not null default 0,
  menu_status smallint,
  allergies text[] not null default '{}',
  img text not null,
  sort integer not null default 0
);

create table topping_group (
  id serial primary key,
  dish_menucd text not null references menu_item (menucd) on delete cascade,
  group_code text not null,
  kind text not null check (kind in ('mandatory', 'option')),
  names jsonb not null,
  sort integer not null default 0
);

create table topping_item (
  id serial primary key,
  group_id integer not null references topping_group (id) on delete cascade,
  menucd text not null,
  names jsonb not null,
  price integer not null check (price >= 0),
  stuckb smallint not null check (stuckb in (0, 1, 2)),
  tax_rate integer not null,
  sort integer not null default 0
);
create index topping_item_menucd on topping_item (menucd);

create table menu_unavailable (
  menucd text not null references menu_item (menucd) on delete cascade,
  store_code text not null references store (code) on delete cascade,
  primary key (menucd, store_code)
);

create table banner (
  id integer primary key,
  brand_id integer not null references brand (id),
  image text not null,
  redirect_url text,
  product_code text,
  sort integer not null default 0
);

-- v2/variable/: feature switches and delivery settings (SPEC §9), editable at run time from /sandbox/.
create table setting (
  code text primary key,
  value text not null,
  grp text not null,
  description text not null default ''
);

-- sys-conts/group/{g}: code lists with localized labels.
create table sys_const (
  grp text not null,
  code text not null,
  value text not null,
  names jsonb not null,
  sort integer not null default 0,
  primary key (grp, code)
);

create table place (
  id text primary key,
  name text not null,
  address text not null,
  district text not null,
  city text not null,
  lat double precision not null,
  lng double precision not null,
  kind text not null,
  search_text text not null
);

create table company (
  tax_code text primary key,
  company_name text not null,
  company_address text not null
);
