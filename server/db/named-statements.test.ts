import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Queries run as named statements on PostgreSQL (parsed and planned once per connection). */
describe.skipIf(!serverUrl)('named statements on PostgreSQL', () => {
  const name = `ordering_statements_${randomUUID().replaceAll('-', '')}`;
  let admin: Database;
  let db: Database;
  let other: Database;

  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: serverUrl });
    await admin.exec(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    [db, other] = await Promise.all([openDatabase({ databaseUrl: url.toString() }), openDatabase({ databaseUrl: url.toString() })]);
    await db.exec('create table dish (id int primary key, name text); insert into dish values (1, $$Phở$$), (2, $$Bún chả$$);');
  });
  afterAll(async () => {
    await db.close();
    await other.close();
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  });

  it('should prepare a query once per connection and answer each call with its own values', async () => {
    const prepared = await db.transaction(async (tx) => {
      const read = (id: number) => tx.query<{ name: string }>('select name from dish where id = $1', [id]);
      expect(await read(1)).toEqual([{ name: 'Phở' }]);
      expect(await read(2)).toEqual([{ name: 'Bún chả' }]);
      return tx.query<{ name: string }>('select name from pg_prepared_statements where statement = $1', ['select name from dish where id = $1']);
    });
    expect(prepared).toHaveLength(1);
  });

  it('should still answer a kept select * after another process added a column to its table', async () => {
    const all = () => db.query('select * from dish where id = $1', [1]);
    const inTransaction = () => db.transaction((tx) => tx.query('select * from dish where id = $1', [1]));
    // every connection of the pool keeps the statement
    await Promise.all(Array.from({ length: 12 }, () => Promise.all([all(), inTransaction()])));
    await other.exec('alter table dish add column price int not null default 65000');
    for (let i = 0; i < 12; i += 1) expect(await all()).toEqual([{ id: 1, name: 'Phở', price: 65000 }]);
  });

  it('should still run a text of several statements', async () => {
    await db.query('update dish set name = name where id = 1; update dish set name = name where id = 2');
  });
});
