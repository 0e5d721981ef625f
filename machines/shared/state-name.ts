import type { StateValue } from 'xstate';

/**
 * A state value as the graph paths name it (`describePath`, the QA paths, the browser suite):
 * `confirming`, `{paying:submitting}`, `{enteringCode:{code:idle,resend:waiting}}`.
 */
export const stateNameOf = (value: StateValue): string => JSON.stringify(value).replace(/"/g, '');
