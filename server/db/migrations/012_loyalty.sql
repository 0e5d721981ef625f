-- Loyalty: the point ledger, redeems with points, codes and event QR codes that grant promotions.

-- Every change of a customer's points is one row; customer.total_point and available_point are kept equal to
-- the ledger's sums (domain/points.ts pointBalances) in the transaction that writes the row.
create table point_ledger (
  id serial primary key,
  customer_id integer not null references customer (id) on delete cascade,
  kind text not null check (kind in ('earn', 'redeem', 'adjust')),
  points integer not null check (points <> 0),
  order_id integer references delivery_order (id) on delete set null,
  promotion_id integer references promotion (id),
  created_at timestamptz not null
);
create index point_ledger_customer on point_ledger (customer_id, created_at desc, id desc);
-- an order earns once, and its earn is given back at most once
create unique index point_ledger_one_earn_per_order on point_ledger (order_id) where kind = 'earn';
create unique index point_ledger_one_give_back_per_order on point_ledger (order_id) where kind = 'adjust' and order_id is not null;

-- Points a customer already had open the ledger, so that the figures reconcile from the start.
insert into point_ledger (customer_id, kind, points, created_at)
  select id, 'adjust', total_point, created_at from customer where total_point <> 0;
insert into point_ledger (customer_id, kind, points, created_at)
  select id, 'redeem', available_point - total_point, created_at from customer where available_point <> total_point;

-- Tickets bought with points; the limits per customer, per day and in all count these rows.
create table promotion_redemption (
  id serial primary key,
  customer_id integer not null references customer (id) on delete cascade,
  promotion_id integer not null references promotion (id),
  quantity integer not null check (quantity > 0),
  points integer not null check (points >= 0),
  redeemed_at timestamptz not null
);
create index promotion_redemption_customer on promotion_redemption (promotion_id, customer_id, redeemed_at);

-- A code a customer types (POST v2/promotion/code/), distinct from the promotion's internal code.
alter table promotion add column entry_code text unique;

-- Event QR codes: the QR reads `pmt` + code; each grants its promotion once per customer.
create table event_qrcode (
  code text primary key check (code = upper(code)),
  promotion_id integer not null references promotion (id),
  name text not null,
  valid_from timestamptz,
  valid_to timestamptz,
  -- 0: unlimited
  max_claims integer not null default 0 check (max_claims >= 0)
);

-- A promotion granted by a code or an event QR: once per customer, promotion and way.
create table promotion_claim (
  customer_id integer not null references customer (id) on delete cascade,
  promotion_id integer not null references promotion (id),
  source text not null check (source in ('code', 'qr')),
  source_code text not null,
  claimed_at timestamptz not null,
  primary key (customer_id, promotion_id, source)
);
create index promotion_claim_source_code on promotion_claim (source, source_code);

-- Promotions to redeem with points (point = trade_by_value = the cost of one ticket), to enter by code, and for events.
insert into promotion (id, code, name, summary, detail, image, pmt_type, pmt_on, value, "limit", is_stacked, item_by_item,
                       condition_items, apply_items, minimum_total, trade_by_value, point, quantity, limit_on_customer,
                       limit_per_day, expired_date_from, expired_date_to, entry_code) values
  (7, 'PMT-REDEEM-TRA', 'Bình trà đá miễn phí', 'Đổi 50 điểm lấy một bình trà đá', 'Áp dụng cho một bình Trà đá mỗi đơn.',
   '/media/promotions/redeem-tra.svg', 'money_discount', 'item', 5000, 0, true, false, '{}', '{TRA001}', 0, 50, 50, 300, 3, 1,
   '2025-01-01 00:00+07', '2030-12-31 23:59+07', null),
  (8, 'PMT-REDEEM-50K', 'Phiếu 50.000đ đổi điểm', 'Đổi 400 điểm lấy phiếu giảm 50.000đ', 'Áp dụng cho đơn từ 200.000đ (trước VAT).',
   '/media/promotions/redeem-50k.svg', 'cash_voucher', 'bill', 50000, 0, true, false, '{}', '{}', 200000, 400, 400, 100, 2, 1,
   '2025-01-01 00:00+07', '2030-12-31 23:59+07', null),
  (9, 'PMT-REDEEM-SHIP', 'Giao hàng miễn phí đổi điểm', 'Đổi 120 điểm lấy một lần miễn phí giao hàng', null,
   '/media/promotions/redeem-ship.svg', 'percent_discount', 'feeship', 100, 25000, true, false, '{}', '{}', 0, 120, 120, 20, 1, 1,
   '2025-01-01 00:00+07', '2030-12-31 23:59+07', null),
  (10, 'PMT-WELCOME', 'Chào bạn mới giảm 10%', 'Nhập mã CHAOBAN: giảm 10% tối đa 40.000đ', 'Áp dụng một lần cho đơn từ 100.000đ.',
   '/media/promotions/welcome.svg', 'percent_discount', 'bill', 10, 40000, false, false, '{}', '{}', 100000, 0, 0, 5000, 1, 0,
   '2025-01-01 00:00+07', '2030-12-31 23:59+07', 'CHAOBAN'),
  (11, 'PMT-EVENT-LIXI', 'Lì xì sự kiện 30.000đ', 'Quét mã QR tại sự kiện để nhận phiếu 30.000đ', null,
   '/media/promotions/event-lixi.svg', 'cash_voucher', 'bill', 30000, 0, true, false, '{}', '{}', 0, 0, 0, 2000, 1, 0,
   '2025-01-01 00:00+07', '2030-12-31 23:59+07', null);

insert into event_qrcode (code, promotion_id, name, valid_from, valid_to, max_claims) values
  ('LIXI-NGUYENHUE', 11, 'Lì xì tại phố đi bộ Nguyễn Huệ', '2025-01-01 00:00+07', '2030-12-31 23:59+07', 0),
  ('LIXI-100', 11, 'Lì xì cho 100 khách đầu tiên', '2025-01-01 00:00+07', '2030-12-31 23:59+07', 100),
  ('LIXI-2024', 11, 'Lì xì Tết 2024 (hết hạn)', '2024-01-01 00:00+07', '2024-02-28 23:59+07', 0);

-- The checkout promotions of 004 pointed at images that were never drawn.
update promotion set image = '/media/promotions/' || case code
    when 'PMT-BILL10' then 'bill10' when 'PMT-PHO15K' then 'pho15k' when 'PMT-FREESHIP' then 'freeship'
    when 'PMT-VOUCHER25K' then 'voucher25k' when 'PMT-PHO2ND' then 'pho2nd' when 'PMT-TET2025' then 'tet2025' end || '.svg'
  where image like '/images/promotions/%';
