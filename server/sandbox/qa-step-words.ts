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

/** The words of the step that takes `transition`: its own when the wording has them, else its event's. */
export function stepWords(words: QaStepWords, transition: string, eventType: string): Worded | undefined {
  return words.transitions?.[transition] ?? words.events[eventType];
}

/**
 * Names a step quotes that are not one of the app's catalog labels, on purpose, with why and how the screen shows
 * them. `buttonText`: the text a button shows, whose accessible name says more (the stepper's glyphs); the same in
 * every language.
 */
export const namedOffCatalog: Record<string, { why: string; buttonText: true }> = {
  '+': {
    why: 'the stepper shows "+"; its accessible name is "More <dish>" (src/components/ui/stepper.tsx)',
    buttonText: true,
  },
  '−': {
    why: 'the stepper shows "−"; its accessible name is "Fewer <dish>" (src/components/ui/stepper.tsx)',
    buttonText: true,
  },
};
