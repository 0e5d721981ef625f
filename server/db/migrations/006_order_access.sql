-- Who may read and change an order: a guest order is reached with the capability the
-- server issued at insert. Only its SHA-256 is kept, so a leaked database does not hand out access.
alter table delivery_order add column capability_hash text;
