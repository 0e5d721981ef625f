/**
 * The screen labels a QA step names. A step quotes each control the tester uses by the label the app shows in the
 * tester's language, so that a tester finds it without guessing: the quoted names are read back by a unit test
 * against the app's catalogs (tests/paths/step-labels.test.ts) and by the browser walks, which look for each named
 * control before the step acts (tests/e2e/machine-paths/adapter.ts). Both read the words from qa-paths.json, as
 * /sandbox/qa does.
 */
import type { QaLanguage } from './qa-words';

type Worded = Record<QaLanguage, string>;

/** How a language quotes a label in a step: "…" in en and vi, 「…」 in ja. */
const quoteMarks: Record<QaLanguage, RegExp> = { en: /"([^"]+)"/g, vi: /"([^"]+)"/g, ja: /「([^」]+)」/g };

/** The labels `text` quotes, in order. */
export function quotedNames(text: string, language: QaLanguage): string[] {
  return [...text.matchAll(quoteMarks[language])].map((match) => match[1]!);
}

/** A machine's step words as qa-paths.json keeps them (tests/paths/qa-paths.ts QaMachineWords). */
export interface QaStepWords {
  events: Record<string, Worded>;
  /** Steps worded for one transition (`<source id> <event>#<n>`) rather than for every transition of their event. */
  transitions?: Record<string, Worded>;
}

/**
 * The words of a step of `eventType` that takes `transitions` (several in parallel regions): the first of them
 * worded apart, else its event's.
 */
export function stepWords(words: QaStepWords, transitions: readonly string[], eventType: string): Worded | undefined {
  return transitions.map((key) => words.transitions?.[key]).find(Boolean) ?? words.events[eventType];
}

/**
 * The controls an en step names, in order, each as its alternatives: `"Delivery" or "Pickup at the store"` and
 * `"Pay in cash on delivery instead" (or "Pay at the store instead")` name one control that reads either way.
 */
export function namedControls(text: string): string[][] {
  const controls: string[][] = [];
  let end = -1;
  for (const match of text.matchAll(quoteMarks.en)) {
    if (controls.length > 0 && /^\s*\(?or\s*$/.test(text.slice(end, match.index))) controls.at(-1)!.push(match[1]!);
    else controls.push([match[1]!]);
    end = match.index + match[0].length;
  }
  return controls;
}

/**
 * Names a step quotes that are not one of the app's catalog labels, on purpose, each with why: what a control shows
 * rather than its accessible name, the same in every language.
 */
export const namedOffCatalog: Record<string, string> = {
  '+': 'the stepper shows "+"; its accessible name is "More <dish>" (src/components/ui/stepper.tsx)',
  '−': 'the stepper shows "−"; its accessible name is "Fewer <dish>" (src/components/ui/stepper.tsx)',
};
