import { fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type { FetchCompanyInput, FetchCompanyOutput } from './types';

/** The lookup's effect: a typed stub that throws until the app provides it (machine.provide). */
export const taxCodeLookupActors = {
  fetchCompany: fromPromise<FetchCompanyOutput, FetchCompanyInput>(notImplemented('fetchCompany')),
};
