-- The anonymous allowance (SPEC §4, §6): granted to a phone when the OTP resends of its registration are
-- used up (the code cannot be received), checked when a guest confirms an order for that phone.
create table anonymous_allowance (
  phone text primary key,
  granted_at timestamptz not null,
  expires_at timestamptz not null
);
