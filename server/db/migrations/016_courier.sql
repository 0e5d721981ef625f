-- The courier port: each delivery order's booking with its courier provider, and the
-- sandbox courier's own ledger (the outcome an operator chose for an order, the status it answered).
create table courier_booking (
  order_id integer primary key references delivery_order (id) on delete cascade,
  provider text not null,
  booking_id text not null,
  booked_at timestamptz not null,
  cancelled_at timestamptz
);

create table sandbox_courier_booking (
  order_no text primary key,
  booking_id text unique,
  outcome text not null default 'deliver'
    check (outcome in ('deliver', 'no_driver', 'expire', 'reject', 'fail', 'return')),
  status text,
  booked_at timestamptz,
  cancelled_at timestamptz
);
