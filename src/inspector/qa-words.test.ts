import { describe, expect, it } from 'vitest';
import qaPaths from '../../server/sandbox/qa-paths.json';
import type { QaPathsDocument } from '../../tests/paths/qa-paths';
import {
  eventWording,
  machineTitle,
  qaLanguageCookie,
  qaLanguageOf,
  stateWording,
  wordsByMachineId,
  type MachineWords,
} from './qa-words';

const generated = qaPaths as unknown as QaPathsDocument;
const checkout: MachineWords = {
  ...generated.machines.find((machine) => machine.machineId === 'checkout')!,
  title: { vi: 'Thanh toán', en: 'Checkout', ja: 'お会計' },
};

describe('the QA wording in the inspector', () => {
  it("should read the tester's language from the QA console's cookie, ja until chosen", () => {
    expect(qaLanguageOf('')).toBe('ja');
    expect(qaLanguageOf('qa_tester=Lan; qa_lang=vi')).toBe('vi');
    expect(qaLanguageOf('qa_lang=en; other=1')).toBe('en');
    expect(qaLanguageOf('qa_lang=fr')).toBe('ja');
    expect(qaLanguageOf('not_qa_lang=vi')).toBe('ja');
    expect(qaLanguageCookie('vi')).toBe('qa_lang=vi; Path=/sandbox; SameSite=Lax');
  });

  it('should name a state, an event and the machine as the QA paths word them', () => {
    expect(stateWording(checkout, ['paying.submitting'], 'en')).toBe(
      'The "Place order" button shows that it is placing the order',
    );
    expect(stateWording(checkout, ['paying.submitting'], 'ja')).toBe(checkout.words.states['paying.submitting'].ja);
    expect(eventWording(checkout, 'checkout.start', 'en')).toBe('Open the checkout');
    expect(machineTitle(checkout, 'ja')).toBe('お会計');
    expect(wordsByMachineId({ machines: [checkout], screens: {} }).get('checkout')).toBe(checkout);
  });

  it('should join the states of parallel regions once each, and read a state without wording as its id', () => {
    const [first, second] = Object.keys(checkout.words.states);
    const same = Object.entries(checkout.words.states).filter(
      ([id, words]) => id !== first && words.en === checkout.words.states[first].en,
    )[0]?.[0];
    expect(stateWording(checkout, [first, second], 'en')).toBe(
      `${checkout.words.states[first].en} · ${checkout.words.states[second].en}`,
    );
    if (same) expect(stateWording(checkout, [first, same], 'en')).toBe(checkout.words.states[first].en);
    expect(stateWording(checkout, [first, 'nowhere'], 'vi')).toBe(`${checkout.words.states[first].vi} · nowhere`);
  });

  it('should fall back to the ids when nothing has wording', () => {
    expect(stateWording(checkout, ['nowhere'], 'en')).toBeUndefined();
    expect(stateWording(undefined, ['paying.submitting'], 'en')).toBeUndefined();
    expect(eventWording(checkout, 'xstate.init', 'en')).toBeUndefined();
    expect(eventWording(checkout, undefined, 'en')).toBeUndefined();
    expect(machineTitle(undefined, 'en')).toBeUndefined();
  });

  it('should word every event of the paths except the eventless ones', () => {
    for (const machine of generated.machines) {
      const events = new Set(
        machine.paths.flatMap((path) => path.steps.map((step) => step.transition.split(' ')[1].split('#')[0])),
      );
      for (const event of events)
        if (event !== '(always)') expect(machine.words.events, `${machine.name} ${event}`).toHaveProperty([event]);
    }
  });
});
