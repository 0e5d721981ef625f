-- An order's status page is told of every change it shows (status, store move, payment, courier step, refund) by a
-- notification sent in the transaction that makes the change, whichever statement, service or process made it:
-- triggers, so that no writer can forget. `version` numbers the changes of one order, for a stream's resume.
alter table delivery_order add column version bigint not null default 1;

create function delivery_order_count_change() returns trigger language plpgsql as $$
begin
  -- bookkeeping columns (the lifecycle's schedule, updated_at) are no change a customer sees
  if new.version = old.version
     and (new.status, new.payment_status, new.store_id, new.tencd, new.cus_id, new.lang, new.info, new.foods)
         is distinct from (old.status, old.payment_status, old.store_id, old.tencd, old.cus_id, old.lang, old.info, old.foods) then
    new.version := old.version + 1;
  end if;
  return new;
end
$$;
create trigger delivery_order_count_change before update on delivery_order
  for each row execute function delivery_order_count_change();

create function delivery_order_notify_change() returns trigger language plpgsql as $$
begin
  if new.version <> old.version then
    perform pg_notify('order_changed', new.order_no);
  end if;
  return null;
end
$$;
create trigger delivery_order_notify_change after update on delivery_order
  for each row execute function delivery_order_notify_change();

-- a courier step is a change of its order
create function delivery_shipping_count_change() returns trigger language plpgsql as $$
begin
  update delivery_order set version = version + 1 where id = new.order_id;
  return null;
end
$$;
create trigger delivery_shipping_count_change after insert or update on delivery_shipping
  for each row execute function delivery_shipping_count_change();
