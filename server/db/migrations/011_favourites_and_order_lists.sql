-- Favourite dishes of a customer per brand (SPEC §3 Favourite, §7 get-favorite-menu / set-favorite-menu).
create table favourite_menu (
  customer_id integer not null references customer (id) on delete cascade,
  brand_id integer not null references brand (id),
  menucd text not null references menu_item (menucd) on delete cascade,
  created_at timestamptz not null,
  primary key (customer_id, brand_id, menucd)
);

-- The order lists (get-user-order, get-order-history) read one customer's orders newest first, a page at a time.
create index delivery_order_customer_newest on delivery_order (cus_id, created_at desc, id desc);
