-- useDeliveryClient: deliveries go through the courier provider (SPEC §1), so the setting
-- is on; a database seeded while it defaulted to off is switched on here (a new one is seeded on).
update setting
   set value = 'true',
       description = 'Deliveries through the courier provider (booking, driver search); off, the store''s own riders'
 where code = 'useDeliveryClient';
