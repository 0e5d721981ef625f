-- Tokens carry the customer's session version; a password change, a reset or a logout everywhere
-- raises it, so every token issued before is refused.
alter table customer add column session_version integer not null default 0;

-- Attempts counted by hourly limits other than code sends: failed logins and phone look-ups,
-- per subject (the phone as typed and normalised, whether or not it has an account) and per client address.
create table attempt_log (
  id serial primary key,
  action text not null check (action in ('login', 'check_phone')),
  subject text not null,
  client_ip text not null,
  attempted_at timestamptz not null
);
create index attempt_log_subject on attempt_log (action, subject, attempted_at);
create index attempt_log_client_ip on attempt_log (action, client_ip, attempted_at);
