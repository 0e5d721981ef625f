import type { SnapshotFrom } from 'xstate';
import type { taxCodeLookupMachine } from './machine';

type Snapshot = SnapshotFrom<typeof taxCodeLookupMachine>;

/** The Look up button: a code that can name a company, and no lookup running. */
export const canLookUpSelector = (s: Snapshot) => s.can({ type: 'taxCode.lookUp' });
/** 'No company was found for this tax code.' shows while this is true. */
export const isNotFoundSelector = (s: Snapshot) => s.matches('notFound');
