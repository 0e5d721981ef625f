-- Live-ready payment providers: the gateway's answer to a creation is kept with the
-- payment (a repeated request reuses it: a gateway refuses an order id it has seen), and refunds
-- follow the provider's refund API with the statuses of SPEC §4 (Request, Completed, Failed).
alter table payment add column pay_url text;
alter table payment add column qr_code_url text;
alter table payment add column deeplink text;

alter table payment_refund drop constraint payment_refund_reason_check;
alter table payment_refund add constraint payment_refund_reason_check
  check (reason in ('superseded', 'amount_mismatch', 'already_paid', 'order_canceled'));
alter table payment_refund add column status text not null default 'Request' check (status in ('Request', 'Completed', 'Failed'));
alter table payment_refund add column request_id text;
alter table payment_refund add column result_code integer;
alter table payment_refund add column message text;
alter table payment_refund add column decided_at timestamptz;

-- The sandbox gateways keep what the merchant asked for (where to notify, where to return the
-- customer), as the live gateways do, and their own refunds.
alter table sandbox_gateway_transaction add column request jsonb not null default '{}'::jsonb;
alter table sandbox_gateway_transaction add column refunded integer not null default 0;
create table sandbox_gateway_refund (
  provider text not null,
  request_id text not null,
  provider_order_id text not null,
  amount integer not null,
  succeeded boolean not null,
  created_at timestamptz not null,
  primary key (provider, request_id)
);
-- An operator's switch: the sandbox answers refunds of a provider with a failure.
create table sandbox_gateway_fault (
  provider text primary key,
  refund_fails boolean not null default false
);
-- The pay page's fourth button: the customer let the payment time out.
alter table sandbox_gateway_transaction drop constraint sandbox_gateway_transaction_decision_check;
alter table sandbox_gateway_transaction add constraint sandbox_gateway_transaction_decision_check
  check (decision in ('paid', 'declined', 'cancelled', 'expired'));
