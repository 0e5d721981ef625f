-- The sandbox's reCAPTCHA: one row per token its widget gave a browser. The sandbox Identity Toolkit takes each
-- token once, within two minutes of its issue, as Google's verification of a reCAPTCHA response does.
create table sandbox_recaptcha_token (
  token text primary key,
  site_key text not null,
  issued_at timestamptz not null default now(),
  used_at timestamptz
);
