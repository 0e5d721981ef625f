-- A payment counts only for the order, amount and attempt it was opened for. Money a gateway
-- took for anything else (a superseded attempt, another amount, an order already paid) is
-- refused: the attempt becomes 'refused' and a refund is owed.
alter table payment drop constraint payment_status_check;
alter table payment add constraint payment_status_check
  check (status in ('pending', 'paid', 'failed', 'cancelled', 'superseded', 'refused'));

create table payment_refund (
  id serial primary key,
  payment_id integer not null unique references payment (id) on delete cascade,
  order_id integer not null references delivery_order (id) on delete cascade,
  amount integer not null check (amount >= 0),
  reason text not null check (reason in ('superseded', 'amount_mismatch', 'already_paid')),
  created_at timestamptz not null
);
create index payment_refund_order on payment_refund (order_id);
