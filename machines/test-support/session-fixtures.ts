import type { StoredSession } from '../session/machine';

/** A member's session as the browser keeps it between visits (tokens, user and customer). */
export const keptMemberSession: StoredSession = {
  access: 'access-1',
  refresh: 'refresh-1',
  user: { id: 7, full_name: 'Nguyễn Văn An', user_name: '+84901234567' },
  customer: { id: 7, user_name: '+84901234567', full_name: 'Nguyễn Văn An', total_point: 0, available_point: 0 },
};
