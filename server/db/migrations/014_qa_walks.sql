-- QA: faults armed from the sandbox for the next call of an operation, outcomes chosen for the
-- next provider call, and the walks testers record. Each belongs to one browser (the qa_session cookie),
-- so that walks do not disturb each other. Only the sandbox reads or writes these tables.

create table sandbox_fault (
  id serial primary key,
  qa_session text not null,
  operation_id text not null,
  kind text not null check (kind in ('fail', 'timeout', 'error', 'reply')),
  status integer check (status between 200 and 599),
  code text,
  message text,
  field text,
  body jsonb,
  hold_ms integer check (hold_ms >= 0),
  -- calls it applies to: a read the app retries once fails only when both tries do
  times integer not null default 1 check (times between 1 and 10),
  created_at timestamptz not null
);
create index sandbox_fault_next on sandbox_fault (qa_session, operation_id, id);

create table sandbox_outcome (
  qa_session text not null,
  provider text not null check (provider in ('payment')),
  outcome text not null,
  created_at timestamptz not null,
  primary key (qa_session, provider)
);

create table qa_walk (
  id serial primary key,
  tester text not null check (length(tester) between 1 and 80),
  machine text not null,
  path_id text not null,
  steps_done integer[] not null default '{}',
  result text check (result in ('pass', 'fail')),
  note text not null default '',
  started_at timestamptz not null,
  finished_at timestamptz
);
create index qa_walk_by_tester on qa_walk (tester, path_id, started_at desc);
