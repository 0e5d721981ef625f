-- One number that every write to the stores, the menu or the settings raises, in the writing
-- transaction: each server process keeps its computed catalogue answers while the number it read
-- them at is still the database's (server/services/catalogue-cache.ts), so N processes agree.
create table catalogue_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into catalogue_version (version) values (1);

create function bump_catalogue_version() returns trigger language plpgsql as $$
begin
  update catalogue_version set version = version + 1;
  return null;
end;
$$;

do $$
declare
  watched text;
begin
  foreach watched in array array['brand', 'store', 'store_delivery_time', 'store_delivery_fee_tier', 'category',
    'menu_class', 'menu_item', 'topping_group', 'topping_item', 'menu_unavailable', 'setting']
  loop
    execute format('create trigger %I after insert or update or delete or truncate on %I for each statement execute function bump_catalogue_version()',
      watched || '_bumps_catalogue_version', watched);
  end loop;
end;
$$;
