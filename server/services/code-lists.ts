import type { Queryable } from '../db/database';
import type { Localized } from '../db/seed-data/types';

/** The code lists that sys-conts/group/{g} answers (genders, reasons, …), each code with its value and names. */
export function createCodeLists(db: Queryable) {
  return {
    /** The codes of one list in their order; none for an unknown list. */
    async group(group: string) {
      return db.query<{ code: string; value: string; names: Localized }>('select code, value, names from sys_const where grp = $1 order by sort', [group]);
    },
  };
}
