-- SPEC §9 "delivery 10:00 to 21:00, last order 20:00": each store keeps the time after which it takes no
-- order for the day (it still delivers until end_time). A store seeded before the column existed gets the
-- chain's rule, an hour before its end of delivery; a new database is seeded with each store's own value.
alter table store add column if not exists last_order_time text;
update store
   set last_order_time = to_char(end_time::time - interval '1 hour', 'HH24:MI')
 where last_order_time is null;
