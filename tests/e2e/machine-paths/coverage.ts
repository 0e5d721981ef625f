/** The annotation a walked path leaves for the coverage reporter. */
export const COVERAGE_ANNOTATION = 'machine-path-coverage';

export interface PathCoverage {
  machine: string;
  scenario: string;
  /** How many paths the suite walks for this machine (the transition cover). */
  paths: number;
  stateIds: string[];
  transitions: string[];
  totals: { states: string[]; transitions: string[] };
  unreachable: Record<string, string>;
  untakeable: Record<string, string>;
}
