-- The demo promotions wrote amounts as "30.000đ" (vi) and "30,000₫" (ja) while the app writes every amount it
-- formats as "30.000 ₫" and "30,000 ₫" (Intl's currency format per language): side by side on the checkout they
-- read as two formats. The texts are the chain's to write; the demo's now follow the app's format, a no-break space
-- (U+00A0) included, as Intl writes it, so that no amount breaks between its number and its sign.
update promotion set
  name = regexp_replace(name, '([0-9])đ', '\1 ₫', 'g'),
  summary = regexp_replace(summary, '([0-9])đ', '\1 ₫', 'g'),
  detail = regexp_replace(detail, '([0-9])đ', '\1 ₫', 'g'),
  names = (select jsonb_object_agg(key, regexp_replace(value, '([0-9])(đ|₫)', '\1 ₫', 'g')) from jsonb_each_text(names)),
  summaries = (select jsonb_object_agg(key, regexp_replace(value, '([0-9])(đ|₫)', '\1 ₫', 'g')) from jsonb_each_text(summaries)),
  details = (select jsonb_object_agg(key, regexp_replace(value, '([0-9])(đ|₫)', '\1 ₫', 'g')) from jsonb_each_text(details));
