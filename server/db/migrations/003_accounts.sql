-- Accounts, phone OTP, e-mail verification and the SMS/e-mail outbox.
-- Every timer is a timestamp in a row; the server keeps nothing in memory.

create table customer (
  id serial primary key,
  -- user_name: the phone in +84 form (domain/phone.ts)
  phone text not null unique check (phone ~ '^\+84[1-9][0-9]{8}$'),
  full_name text not null,
  email text,
  is_active_email boolean not null default false,
  -- scrypt$N$r$p$salt$hash (server/services/passwords.ts)
  password_hash text not null,
  date_of_birth date,
  gender text check (gender in ('male', 'female', 'other')),
  member_card text,
  membership_id text,
  level text,
  total_point integer not null default 0,
  available_point integer not null default 0,
  created_at timestamptz not null,
  password_changed_at timestamptz
);

-- One row per code sent; a newer code for the same phone and purpose supersedes the older ones.
create table otp_code (
  id serial primary key,
  phone text not null,
  purpose text not null check (purpose in ('register', 'reset_password')),
  -- HMAC-SHA256 of phone, purpose and code with a server secret; the code itself is not stored here
  code_hash text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  consumed_at timestamptz,
  -- when the id token issued for this code was used (register or reset); each token is used once
  token_used_at timestamptz,
  created_at timestamptz not null
);
create index otp_code_phone_purpose on otp_code (phone, purpose, created_at desc);

-- Sends counted by the hourly limits, per phone and per client address.
create table otp_send_log (
  id serial primary key,
  channel text not null default 'sms' check (channel in ('sms', 'email')),
  phone text not null,
  client_ip text not null,
  sent_at timestamptz not null
);
create index otp_send_log_phone on otp_send_log (phone, sent_at);
create index otp_send_log_client_ip on otp_send_log (client_ip, sent_at);

create table email_verification (
  id serial primary key,
  customer_id integer not null references customer (id) on delete cascade,
  email text not null,
  code_hash text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  consumed_at timestamptz,
  created_at timestamptz not null
);
create index email_verification_customer on email_verification (customer_id, created_at desc);

-- The default SMS and e-mail provider: messages wait here and are listed at /sandbox/sms.
create table sms_outbox (
  id serial primary key,
  channel text not null default 'sms' check (channel in ('sms', 'email')),
  phone text not null,
  email text,
  body text not null,
  code text,
  created_at timestamptz not null
);
create index sms_outbox_phone on sms_outbox (phone, created_at desc);
