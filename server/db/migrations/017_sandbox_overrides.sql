-- QA: what "start this path" prepares for one browser (the qa_session cookie) besides faults:
-- feature settings seen by that browser's requests only, and the order clock speed of the orders it places.
-- Only the sandbox writes these rows; production never reads them.
create table sandbox_override (
  qa_session text not null,
  name text not null,
  value text not null,
  created_at timestamptz not null,
  primary key (qa_session, name)
);
