-- Checkout, payment and order tracking.
-- Every timer is a timestamp in a row; the server keeps nothing in memory.

-- The order lifecycle: lifecycle_step indexes the step list of server/services/lifecycle.ts
-- (-1: sent, not started); next_step_at is when the next step is due (null: not scheduled).
alter table delivery_order add column lifecycle_step integer not null default -1;
alter table delivery_order add column next_step_at timestamptz;
alter table delivery_order add column confirmed_at timestamptz;
create index delivery_order_next_step_at on delivery_order (next_step_at) where next_step_at is not null;
create index delivery_order_created_at on delivery_order (created_at);

-- One confirmation per order: a repeated confirm (double click, retry) finds this row and
-- answers the stored response instead of confirming again.
create table order_confirmation (
  order_id integer primary key references delivery_order (id) on delete cascade,
  idempotency_key text not null unique,
  response jsonb not null,
  created_at timestamptz not null
);

-- Payments of e-money orders as the merchant records them. At most one open (pending)
-- payment per order; a repay after a failure opens the next attempt.
create table payment (
  id serial primary key,
  order_id integer not null references delivery_order (id) on delete cascade,
  provider text not null check (provider in ('momo', 'payoo')),
  attempt integer not null,
  -- the order id the provider knows: order_no-attempt
  provider_order_id text not null unique,
  request_id text not null,
  amount integer not null check (amount >= 0),
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'cancelled', 'superseded')),
  result_code integer,
  trans_id text,
  message text,
  created_at timestamptz not null,
  decided_at timestamptz,
  unique (order_id, attempt)
);
create unique index payment_one_pending on payment (order_id) where status = 'pending';

-- The sandbox gateways' own ledger: what the customer decided on /sandbox/momo or /sandbox/payoo.
-- The merchant never writes it; status queries read it as they would query the live gateway.
create table sandbox_gateway_transaction (
  provider text not null,
  provider_order_id text not null,
  amount integer not null,
  decision text check (decision in ('paid', 'declined', 'cancelled')),
  result_code integer,
  trans_id text,
  created_at timestamptz not null,
  decided_at timestamptz,
  primary key (provider, provider_order_id)
);

-- Promotions for checkout (SPEC §3 "Promotion").
create table promotion (
  id integer primary key,
  code text not null unique,
  name text not null,
  summary text,
  detail text,
  image text,
  pmt_type text not null check (pmt_type in ('percent_discount', 'money_discount', 'cash_voucher', 'free_point')),
  pmt_on text not null check (pmt_on in ('bill', 'item', 'event', 'feeship')),
  value integer not null check (value >= 0),
  "limit" integer not null default 0,
  is_stacked boolean not null default false,
  item_by_item boolean not null default false,
  condition_items text[] not null default '{}',
  apply_items text[] not null default '{}',
  minimum_total integer not null default 0,
  trade_by_value integer not null default 0,
  point integer not null default 0,
  quantity integer not null default 0,
  limit_on_customer integer not null default 0,
  limit_per_day integer not null default 0,
  expired_date_from timestamptz,
  expired_date_to timestamptz,
  store_codes text[] not null default '{}'
);

-- Tickets a customer owns (redeemed, claimed or granted).
create table customer_promotion (
  customer_id integer not null,
  promotion_id integer not null references promotion (id) on delete cascade,
  ticket_quantity integer not null check (ticket_quantity >= 0),
  ticket_expired_to timestamptz,
  primary key (customer_id, promotion_id)
);

-- Promotions used by orders (ticket_used of update-delivery-info, update-promotion-usage).
create table promotion_usage (
  order_id integer not null references delivery_order (id) on delete cascade,
  promotion_id integer not null references promotion (id),
  customer_id integer,
  quantity integer not null check (quantity >= 0),
  discount_amount integer not null check (discount_amount >= 0),
  menucd text,
  used_at timestamptz not null,
  primary key (order_id, promotion_id)
);
create index promotion_usage_promotion_day on promotion_usage (promotion_id, used_at);

insert into promotion (id, code, name, summary, detail, image, pmt_type, pmt_on, value, "limit", is_stacked, item_by_item,
                       condition_items, apply_items, minimum_total, trade_by_value, point, quantity, limit_on_customer,
                       limit_per_day, expired_date_from, expired_date_to) values
  (1, 'PMT-BILL10', 'Giảm 10% hóa đơn', 'Giảm 10% tổng hóa đơn, tối đa 30.000đ', 'Áp dụng cho đơn từ 150.000đ (trước VAT).',
   '/images/promotions/bill10.webp', 'percent_discount', 'bill', 10, 30000, false, false, '{}', '{}', 150000, 0, 0, 1000, 1, 0,
   '2025-01-01 00:00+07', '2030-12-31 23:59+07'),
  (2, 'PMT-PHO15K', 'Phở bò tái giảm 15.000đ', 'Giảm 15.000đ cho một tô Phở bò tái', null,
   '/images/promotions/pho15k.webp', 'money_discount', 'item', 15000, 0, true, false, '{}', '{PHO001}', 0, 0, 0, 1000, 1, 0,
   '2025-01-01 00:00+07', '2030-12-31 23:59+07'),
  (3, 'PMT-FREESHIP', 'Miễn phí giao hàng', 'Miễn phí giao hàng tối đa 20.000đ', null,
   '/images/promotions/freeship.webp', 'percent_discount', 'feeship', 100, 20000, true, false, '{}', '{}', 100000, 0, 0, 1000, 1, 0,
   '2025-01-01 00:00+07', '2030-12-31 23:59+07'),
  (4, 'PMT-VOUCHER25K', 'Phiếu quà tặng 25.000đ', 'Mỗi phiếu giảm 25.000đ', 'Tối đa 2 phiếu mỗi ngày.',
   '/images/promotions/voucher25k.webp', 'cash_voucher', 'bill', 25000, 0, true, false, '{}', '{}', 0, 200, 200, 500, 5, 2,
   '2025-01-01 00:00+07', '2030-12-31 23:59+07'),
  (5, 'PMT-PHO2ND', 'Tô phở thứ hai giảm 50%', 'Mua Phở bò tái, tô thứ hai giảm nửa giá', null,
   '/images/promotions/pho2nd.webp', 'percent_discount', 'item', 50, 0, false, true, '{PHO001}', '{PHO001}', 0, 0, 0, 1000, 1, 0,
   '2025-01-01 00:00+07', '2030-12-31 23:59+07'),
  (6, 'PMT-TET2025', 'Tết 2025 giảm 20.000đ', 'Ưu đãi Tết Ất Tỵ', null,
   '/images/promotions/tet2025.webp', 'money_discount', 'bill', 20000, 0, false, false, '{}', '{}', 0, 0, 0, 1000, 1, 0,
   '2025-01-20 00:00+07', '2025-02-12 23:59+07');
