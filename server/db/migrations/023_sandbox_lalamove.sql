-- The sandbox courier speaks Lalamove's API v3 over HTTP: its quotations (an order is placed from one) ...
create table sandbox_lalamove_quotation (
  quotation_id text primary key,
  stops jsonb not null,
  total integer not null,
  created_at timestamptz not null
);
-- ... and the order's Lalamove id and the quotation it was placed from, beside the outcome chosen for it.
alter table sandbox_courier_booking add column quotation_id text;

-- The courier's latest word on a booking, from its status webhook (Lalamove posts ORDER_STATUS_CHANGED).
alter table courier_booking add column provider_status text;
alter table courier_booking add column provider_status_at timestamptz;
