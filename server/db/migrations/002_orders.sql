-- Orders as the app sends them (info) plus the columns the server queries and advances.
create sequence order_no_seq;

-- Order numbers read as the business day in Ho Chi Minh City followed by a running number.
create function get_orderno() returns text language sql volatile as $$
  select to_char(now() at time zone 'Asia/Ho_Chi_Minh', 'YYMMDD') || lpad(nextval('order_no_seq')::text, 6, '0')
$$;

create table delivery_order (
  id serial primary key,
  order_no text not null unique,
  status text not null default 'orderStart',
  payment_status text,
  store_id integer references store (id),
  tencd text,
  cus_id integer,
  lang text not null default 'ja',
  info jsonb not null,
  foods jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index delivery_order_cus_id on delivery_order (cus_id);

create table delivery_shipping (
  order_id integer primary key references delivery_order (id) on delete cascade,
  status text not null,
  status_description text not null default '',
  updated_at timestamptz not null default now()
);
