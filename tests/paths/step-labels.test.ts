import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { namedControls, namedOffCatalog, quotedNames, stepWords } from '../../server/sandbox/qa-step-words';
import type { QaPathsDocument, Worded } from './qa-paths';

/**
 * A step names the controls a tester uses by the labels the app shows: each name quoted in en is a label of the
 * app's catalog, and the names quoted in vi and ja, in the same order, are that label's vi and ja translations, so
 * that a tester reading the step in their language finds the control as the screen spells it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const document = JSON.parse(readFileSync(path.join(root, 'server/sandbox/qa-paths.json'), 'utf8')) as QaPathsDocument;

/** The app's labels (src/i18n/locales), each in en, vi and ja. */
function appLabels(): Worded[] {
  const po = formatter({ lineNumbers: false });
  const read = (locale: string) => {
    const file = path.join(root, `src/i18n/locales/${locale}/messages.po`);
    return po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file }) as Record<
      string,
      { translation?: string; message?: string }
    >;
  };
  const [en, vi, ja] = [read('en'), read('vi'), read('ja')];
  return Object.entries(en).map(([id, m]) => ({
    en: m.translation || m.message || id,
    vi: vi[id]?.translation ?? '',
    ja: ja[id]?.translation ?? '',
  }));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The vi and ja of the label `name` is, if it is one: a label read as it is, or with its placeholders filled
 * ("About N minutes to your door" is "About {estimateMinutes} minutes to your door", and so are its vi and ja with N).
 */
function translationsOf(labels: Worded[], name: string): Worded[] {
  return labels.flatMap((label) => {
    if (label.en === name) return [label];
    // only plain `{name}` placeholders: a plural or select reads differently per count
    if (!/\{\w+\}/.test(label.en) || /\{\w+,/.test(label.en)) return [];
    const placeholders = [...label.en.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const pattern = new RegExp(`^${escape(label.en).replace(/\\\{\w+\\\}/g, '(.+?)')}$`);
    const values = pattern.exec(name)?.slice(1);
    if (!values) return [];
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, p: string) => values[placeholders.indexOf(p)] ?? whole);
    return [{ en: name, vi: fill(label.vi), ja: fill(label.ja) }];
  });
}

/** Every step's words that a machine keeps: per event, and per transition where one is worded apart. */
const allStepWords = document.machines.flatMap((machine) =>
  [...Object.entries(machine.words.events), ...Object.entries(machine.words.transitions)].map(
    ([key, words]) => [`${machine.name} ${key}`, words] as const,
  ),
);
/** What each state tells the tester to expect, which quotes the screen's words too. */
const allStateWords = document.machines.flatMap((machine) =>
  Object.entries(machine.words.states).map(([state, words]) => [`${machine.name} ${state}`, words] as const),
);

/** Where `worded` quotes in en what is no label of the app, or in vi and ja other words than that label's. */
function misquoted(labels: Worded[], where: string, worded: Worded): string[] {
  const en = quotedNames(worded.en, 'en');
  const vi = quotedNames(worded.vi, 'vi');
  const ja = quotedNames(worded.ja, 'ja');
  if (vi.length !== en.length || ja.length !== en.length)
    return [`${where}: quotes ${JSON.stringify(en)} in en, ${JSON.stringify(vi)} in vi, ${JSON.stringify(ja)} in ja`];
  return en.flatMap((name, i) => {
    if (namedOffCatalog[name])
      return vi[i] === name && ja[i] === name ? [] : [`${where}: "${name}" reads the same in every language`];
    const found = translationsOf(labels, name);
    if (found.length === 0) return [`${where}: "${name}" is no label of the app`];
    return found.some((label) => label.vi === vi[i] && label.ja === ja[i])
      ? []
      : [`${where}: "${name}" is "${found[0]!.vi}" in vi and 「${found[0]!.ja}」 in ja, not "${vi[i]}" and 「${ja[i]}」`];
  });
}

describe('the labels QA steps name', () => {
  const labels = appLabels();

  it('should quote in en only labels the app shows, and in vi and ja their translations in the same order', () => {
    const problems = allStepWords.flatMap(([where, words]) => misquoted(labels, where, words));
    expect(problems).toEqual([]);
  });

  it('should quote in what a state shows only the words of the app, in every language', () => {
    expect(allStateWords.flatMap(([where, words]) => misquoted(labels, where, words))).toEqual([]);
  });

  it('should keep off the catalog only names a step quotes and the app has no label for', () => {
    const quoted = new Set(allStepWords.flatMap(([, words]) => quotedNames(words.en, 'en')));
    for (const name of Object.keys(namedOffCatalog)) {
      expect(quoted, name).toContain(name);
      expect(translationsOf(labels, name), name).toEqual([]);
    }
  });

  it('should read a transition its own words before its event', () => {
    const payment = document.machines.find((m) => m.name === 'payment')!;
    const cash = 'payment.idle payment.start#0';
    expect(stepWords(payment.words, ['payment.idle payment.start#9', cash], 'payment.start')).toBe(payment.words.transitions[cash]);
    expect(stepWords(payment.words, ['payment.idle payment.start#9'], 'payment.start')).toBe(payment.words.events['payment.start']);
  });

  it('should fill a label its placeholders, and find the names quoted in each language and their alternatives', () => {
    expect(translationsOf(labels, 'About 12 minutes to your door')).toEqual([
      expect.objectContaining({ en: 'About 12 minutes to your door', ja: 'お届けまで約12分' }),
    ]);
    expect(quotedNames('Choose "Cash", press "Place order"', 'en')).toEqual(['Cash', 'Place order']);
    expect(quotedNames('「現金」を選んで「注文する」を押します', 'ja')).toEqual(['現金', '注文する']);
    expect(namedControls('Pick "Delivery" or "Pickup at the store", then press "Confirm"')).toEqual([
      ['Delivery', 'Pickup at the store'],
      ['Confirm'],
    ]);
    expect(namedControls('Press "Pay in cash on delivery instead" (or "Pay at the store instead") again')).toEqual([
      ['Pay in cash on delivery instead', 'Pay at the store instead'],
    ]);
  });
});
