/**
 * The tester's language and the QA wording of machines, states and events, as the inspector shows them: the same
 * words as the QA paths' steps (tests/paths/wording, served by /sandbox/qa/words.json), the machine's ids kept beside
 * them for developers. The language is the QA console's (server/sandbox/qa-words.ts): its cookie, ja until chosen.
 */

export const QA_LANGUAGES = ['vi', 'en', 'ja'] as const;
export type QaLanguage = (typeof QA_LANGUAGES)[number];
export type Worded = Record<QaLanguage, string>;

/** Each language in its own words, in the order of /sandbox/qa's switch. */
export const QA_LANGUAGE_NAMES: Worded = { vi: 'Tiếng Việt', en: 'English', ja: '日本語' };

const QA_LANGUAGE_COOKIE = 'qa_lang';
const DEFAULT_QA_LANGUAGE: QaLanguage = 'ja';

const isQaLanguage = (value: unknown): value is QaLanguage => (QA_LANGUAGES as readonly unknown[]).includes(value);

/**
 * The tester's language in a `document.cookie` string, ja until chosen.
 * @example qaLanguageOf('qa_tester=Lan; qa_lang=vi') // "vi"
 */
export function qaLanguageOf(cookie: string): QaLanguage {
  const kept = new RegExp(`(?:^|;\\s*)${QA_LANGUAGE_COOKIE}=(\\w+)`).exec(cookie)?.[1];
  return isQaLanguage(kept) ? kept : DEFAULT_QA_LANGUAGE;
}

/** The cookie that keeps the tester's choice, as /sandbox/qa's `?lang=` writes it: the console and the inspector share it. */
export const qaLanguageCookie = (language: QaLanguage) =>
  `${QA_LANGUAGE_COOKIE}=${language}; Path=/sandbox; SameSite=Lax`;

/** A machine as /sandbox/qa/words.json names it (tests/paths/qa-paths.ts QaMachineWords). */
export interface MachineWords {
  name: string;
  machineId: string;
  title: Worded;
  words: { states: Record<string, Worded>; events: Record<string, Worded> };
}

export interface QaWordsDocument {
  machines: MachineWords[];
  /** The app's screens by path, as the QA console names them. */
  screens: Record<string, Worded>;
}

/** What the inspector needs of the document: each machine's words by its definition's id. */
export const wordsByMachineId = (document: QaWordsDocument): ReadonlyMap<string, MachineWords> =>
  new Map(document.machines.map((machine) => [machine.machineId, machine]));

/** The machine's name in the QA wording, if the QA paths name it. */
export const machineTitle = (words: MachineWords | undefined, language: QaLanguage): string | undefined =>
  words?.title[language] || undefined;

/** The step that sends an event, in the QA wording, if any step sends it. */
export const eventWording = (
  words: MachineWords | undefined,
  eventType: string | undefined,
  language: QaLanguage,
): string | undefined => (eventType ? words?.words.events[eventType]?.[language] || undefined : undefined);

/**
 * What the tester sees in the atomic states `leaves` (ids without the machine's), in the QA wording; a state
 * without wording reads as its id; undefined when none has wording.
 * @example stateWording(checkout, ['paying.submitting'], 'en') // 'The "Place order" button shows that it is placing the order'
 */
export function stateWording(
  words: MachineWords | undefined,
  leaves: readonly string[],
  language: QaLanguage,
): string | undefined {
  const worded = leaves.map((leaf) => words?.words.states[leaf]?.[language]);
  if (!worded.some(Boolean)) return undefined;
  return [...new Set(worded.map((text, index) => text || leaves[index]))].join(' · ');
}
