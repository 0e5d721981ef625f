-- SPEC §5: an image link must end in gif, jpg, jpeg, tiff, png, webp or bmp, and the server answers any other as
-- null. The seed's banners and promotion images were SVG; they are shipped as WebP drawn from the same SVGs
-- (server/db/seed-data/rasterise.ts), and the SVG files are gone: a database seeded before points at the WebP.
update banner set image = regexp_replace(image, '\.svg$', '.webp')
  where image ~ '^/media/banners/[0-9]+-[a-z]+\.svg$';
update banner set images = (
    select jsonb_object_agg(key, case when value ~ '^/media/banners/[0-9]+-[a-z]+\.svg$' then regexp_replace(value, '\.svg$', '.webp') else value end)
      from jsonb_each_text(banner.images))
  where images is not null and images <> '{}'::jsonb;
update promotion set image = regexp_replace(image, '\.svg$', '.webp')
  where image ~ '^/media/promotions/[a-z0-9-]+\.svg$';
