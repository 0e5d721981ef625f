-- The store calendar and restricted delivery areas (SPEC §8 "Holiday closure", "Store only accepts
-- delivery, or pickup only", "Pandemic-restricted areas"). Rules: domain/store-calendar.ts, domain/restricted-areas.ts.

-- A holiday closure (from, to, reopen) or a date window in which the store takes one order type only.
create table store_calendar (
  id serial primary key,
  store_id integer not null references store (id) on delete cascade,
  kind text not null check (kind in ('closure', 'delivery_only', 'pickup_only')),
  from_date date not null,
  to_date date not null,
  reopen_date date,
  check (to_date >= from_date),
  check (reopen_date is null or (kind = 'closure' and reopen_date > to_date))
);
create index store_calendar_store on store_calendar (store_id, from_date);

-- Where delivery is unavailable: a ward named in the address, or an outline ([[lat, lng], ...]) the position lies in.
create table restricted_area (
  id serial primary key,
  name text not null check (length(name) between 1 and 200),
  ward text,
  polygon jsonb,
  check (ward is not null or (jsonb_typeof(polygon) = 'array' and jsonb_array_length(polygon) >= 3))
);

create trigger store_calendar_bumps_catalogue_version after insert or update or delete or truncate on store_calendar
  for each statement execute function bump_catalogue_version();
create trigger restricted_area_bumps_catalogue_version after insert or update or delete or truncate on restricted_area
  for each statement execute function bump_catalogue_version();
