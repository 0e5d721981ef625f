-- A banner advertises one promotion of the seed and carries its words in each language: an image per
-- language with the words drawn in (images), and the same words as text (headlines, offers) for the
-- image's text alternative. The reference keeps a banner from advertising a promotion that does not exist.
alter table banner
  add column promotion_code text references promotion (code),
  add column images jsonb not null default '{}',
  add column headlines jsonb not null default '{}',
  add column offers jsonb not null default '{}';
