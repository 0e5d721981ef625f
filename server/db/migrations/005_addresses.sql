-- Saved delivery addresses of customers (SPEC §3 Address, §7 Addresses).
-- At most one default address per customer (the partial unique index); the service keeps exactly
-- one while the customer has any: the first becomes default, deleting the default promotes another.

create table customer_address (
  id serial primary key,
  customer_id integer not null references customer (id) on delete cascade,
  -- restricted to Vietnam (SPEC §5 Address): a rough bounding box
  lat double precision not null check (lat between 8.0 and 23.5),
  lng double precision not null check (lng between 102.0 and 110.0),
  address text not null check (length(address) between 1 and 500),
  contact_name text not null check (length(contact_name) between 1 and 40),
  -- the phone in +84 form (domain/phone.ts)
  phone_number text not null check (phone_number ~ '^\+84[1-9][0-9]{8}$'),
  contact_string text,
  google_data jsonb,
  is_default boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index customer_address_customer on customer_address (customer_id, id);
create unique index customer_address_one_default on customer_address (customer_id) where is_default;
