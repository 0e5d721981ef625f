-- A customer who opts in on an order's status page is sent a Web Push notification when the order is accepted, ready,
-- on the way, delivered or cancelled. A subscription belongs to one order (the browser's push endpoint and its keys);
-- it goes with the order.
create table push_subscription (
  id serial primary key,
  order_id integer not null references delivery_order (id) on delete cascade,
  endpoint text not null,
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null,
  unique (order_id, endpoint)
);

-- One row per subscription and stage pushed: every process hears every change, and only the one whose insert takes
-- the row sends, so a stage is pushed once per subscription however many processes listen.
create table push_sent (
  subscription_id integer not null references push_subscription (id) on delete cascade,
  stage text not null,
  sent_at timestamptz not null,
  primary key (subscription_id, stage)
);

-- The sandbox push service (server/sandbox/pushes.ts) stands in for the browsers' push services: the subscriptions it
-- made, with the private key it decrypts with, and the messages it received, decrypted.
create table sandbox_push_subscription (
  id text primary key,
  application_server_key text not null,
  private_key text not null,
  public_key text not null,
  auth text not null,
  gone boolean not null default false,
  created_at timestamptz not null
);

create table sandbox_push_message (
  id serial primary key,
  subscription_id text not null references sandbox_push_subscription (id) on delete cascade,
  payload jsonb not null,
  vapid_subject text not null,
  urgency text,
  ttl integer not null,
  received_at timestamptz not null
);
