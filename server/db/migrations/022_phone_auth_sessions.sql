-- The phone authentication provider (Firebase Authentication, or its sandbox) sends and checks the codes now:
-- a code row keeps the provider's sessionInfo instead of a hash of the code, and the digest of the id token it
-- yielded, so register and reset can use each token once for the phone and purpose it was confirmed for.
alter table otp_code alter column code_hash drop not null;
alter table otp_code add column session_info text;
alter table otp_code add column id_token_sha256 text;
-- not unique: two sign-ins of one phone within a second may be given the very same token
create index otp_code_id_token on otp_code (id_token_sha256) where id_token_sha256 is not null;

-- The sandbox's Identity Toolkit: one row per accounts:sendVerificationCode, the code it put in the outbox.
create table sandbox_phone_session (
  session_info text primary key,
  phone text not null,
  code text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);

-- Keys the sandbox signs with (its id tokens), kept in the database so every process publishes and signs with one.
create table sandbox_signing_key (
  name text primary key,
  kid text not null,
  private_jwk jsonb not null,
  created_at timestamptz not null default now()
);
