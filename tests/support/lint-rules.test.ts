import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
});

/** Lints `code` as if it were the file `filePath` and returns the ids of the rules it breaks. */
async function violations(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it('should forbid domain/ importing react', async () => {
    expect(await violations("import { useState } from 'react';\nexport const x = useState;\n", 'domain/x.ts')).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('should forbid domain/ importing any other package', async () => {
    expect(await violations("import Fastify from 'fastify';\nexport const x = Fastify;\n", 'domain/x.ts')).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await violations("import dayjs from 'dayjs';\nexport const x = dayjs;\n", 'domain/x.ts')).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('should forbid domain/ importing src/', async () => {
    expect(
      await violations("import { api } from '../src/lib/api-client';\nexport const x = api;\n", 'domain/x.ts'),
    ).toContain('import/no-restricted-paths');
  });

  it('should forbid domain/ importing openapi/ at run time but allow its types', async () => {
    expect(await violations("import { x } from '../openapi/check-contract';\nexport const y = x;\n", 'domain/x.ts')).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(
      await violations("import type { paths } from '../openapi/schema';\nexport type X = paths;\n", 'domain/x.ts'),
    ).toEqual([]);
  });

  it('should allow domain/ to import temporal-polyfill and domain/', async () => {
    const code =
      "import { Temporal } from 'temporal-polyfill';\nimport { HOTLINE } from './constants';\nexport const x = [Temporal, HOTLINE];\n";
    expect(await violations(code, 'domain/x.ts')).toEqual([]);
  });

  it('should forbid machines/ importing src/ and react', async () => {
    expect(
      await violations("import { api } from '../../src/lib/api-client';\nexport const x = api;\n", 'machines/cart/x.ts'),
    ).toContain('import/no-restricted-paths');
    expect(
      await violations("import { useState } from 'react';\nexport const x = useState;\n", 'machines/cart/x.ts'),
    ).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('should allow machines/ to import xstate and domain/', async () => {
    const code =
      "import { setup } from 'xstate';\nimport { HOTLINE } from '../../domain/constants';\nexport const x = [setup, HOTLINE];\n";
    expect(await violations(code, 'machines/cart/x.ts')).toEqual([]);
  });

  it('should forbid server/ importing src/ and machines/', async () => {
    expect(
      await violations("import { api } from '../src/lib/api-client';\nexport const x = api;\n", 'server/x.ts'),
    ).toContain('import/no-restricted-paths');
  });

  it('should forbid server services importing the routes layer, even for types', async () => {
    expect(
      await violations("import type { Clock } from '../routes/handlers';\nexport type X = Clock;\n", 'server/services/x.ts'),
    ).toContain('import/no-restricted-paths');
    expect(await violations("import type { Clock } from '../context';\nexport type X = Clock;\n", 'server/services/x.ts')).toEqual([]);
  });

  it('should forbid server services importing the sandbox, even for types', async () => {
    expect(
      await violations("import { overridesOfRequest } from '../sandbox/overrides';\nexport const x = overridesOfRequest;\n", 'server/services/x.ts'),
    ).toContain('import/no-restricted-paths');
    expect(
      await violations("import type { OverridesOfRequest } from '../context';\nexport type X = OverridesOfRequest;\n", 'server/services/x.ts'),
    ).toEqual([]);
  });

  it('should allow src/ to import domain/', async () => {
    expect(
      await violations("import { HOTLINE } from '../../domain/constants';\nexport const x = HOTLINE;\n", 'src/lib/x.ts'),
    ).toEqual([]);
  });
});

describe('localized strings', () => {
  it('should reject a JSX literal string in src/', async () => {
    const code = 'export function Hello() {\n  return <p>Hello there</p>;\n}\n';
    expect(await violations(code, 'src/features/x/hello.tsx')).toContain('lingui/no-unlocalized-strings');
  });

  it('should reject an untranslated alt text in src/', async () => {
    const code = 'export function Picture() {\n  return <img src="/media/404.svg" alt="Empty plate" />;\n}\n';
    expect(await violations(code, 'src/features/x/picture.tsx')).toContain('lingui/no-unlocalized-strings');
  });

  it('should accept text wrapped in Trans and technical attributes', async () => {
    const code = [
      "import { Trans } from '@lingui/react/macro';",
      'export function Hello() {',
      '  return (',
      '    <a className="link-primary" href="/privacy-policy" data-testid="hello-link" aria-hidden="true">',
      '      <Trans>Hello there</Trans>',
      '    </a>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await violations(code, 'src/features/x/hello.tsx')).toEqual([]);
  });
});

describe('features do not import each other', () => {
  const refused = async (code: string, file: string) => expect(await violations(code, file)).toContain('local/feature-boundaries');

  it("should refuse a feature importing another feature's file", async () => {
    await refused("import { CartSummary } from '../cart/components/cart-summary';\nexport const x = CartSummary;\n", 'src/features/checkout/x.ts');
    await refused("import { AddressForm } from '../../home/components/address-form';\nexport const x = AddressForm;\n", 'src/features/checkout/components/x.tsx');
  });

  it("should refuse a feature importing another feature through its index file, by folder or by name", async () => {
    await refused("import { CartPage } from '../cart';\nexport const x = CartPage;\n", 'src/features/checkout/x.ts');
    await refused("import { CartPage } from '../cart/index';\nexport const x = CartPage;\n", 'src/features/checkout/x.ts');
    await refused("import { CartPage } from '../cart/index.ts';\nexport const x = CartPage;\n", 'src/features/checkout/x.ts');
    await refused("export { CartPage } from '../../cart';\n", 'src/features/checkout/components/x.ts');
    await refused("export * from '../cart/index';\n", 'src/features/checkout/x.ts');
  });

  it('should refuse a chunk of another feature loaded on demand, its lazy entries included', async () => {
    await refused("export const x = () => import('../orders/order-history-page');\n", 'src/features/home/x.ts');
    await refused("export const x = () => import('../loyalty/lazy/qr-scanner-button');\n", 'src/features/home/x.ts');
    await refused("export const x = () => import('../loyalty');\n", 'src/features/home/x.ts');
  });

  it("should allow the feature's own files and what every feature shares: src/app's state, src/components, src/lib", async () => {
    const code = [
      "import { clearDraft } from './draft-storage';",
      "import { CartContext } from '../../app/ordering/context';",
      "import { SessionContext } from '../../app/session/provider';",
      "import { useSettings } from '../../app/settings/provider';",
      "import { ProgressBar } from '../../components/ui/progress-bar';",
      "import { formatPrice } from '../../lib/format';",
      'export const x = [clearDraft, CartContext, SessionContext, useSettings, ProgressBar, formatPrice];',
      '',
    ].join('\n');
    expect(await violations(code, 'src/features/checkout/x.ts')).toEqual([]);
  });
});

describe('app-wide state and shared code import no feature', () => {
  it('should refuse src/app state importing a feature', async () => {
    const code = "import { MenuCard } from '../../features/menu/components/menu-card';\nexport const x = MenuCard;\n";
    expect(await violations(code, 'src/app/ordering/x.ts')).toContain('import/no-restricted-paths');
    expect(await violations(code, 'src/app/session/x.ts')).toContain('import/no-restricted-paths');
  });

  it('should refuse src/components and src/lib importing src/app or a feature', async () => {
    expect(
      await violations("import { CartContext } from '../app/ordering/context';\nexport const x = CartContext;\n", 'src/lib/x.ts'),
    ).toContain('import/no-restricted-paths');
    expect(
      await violations("import { MenuCard } from '../../features/menu/components/menu-card';\nexport const x = MenuCard;\n", 'src/components/ui/x.tsx'),
    ).toContain('import/no-restricted-paths');
  });

  it("should allow the app's shell to import features", async () => {
    expect(await violations("export const x = () => import('../features/cart/cart-page');\n", 'src/app/x.ts')).toEqual([]);
  });
});

describe('machines/ and domain/ are pure', () => {
  const impure = [
    'Date.now()',
    'new Date()',
    'Temporal.Now.instant()',
    'performance.now()',
    "fetch('/api')",
    'new XMLHttpRequest()',
    "new WebSocket('ws://x')",
    'Math.random()',
    'crypto.randomUUID()',
    'crypto.getRandomValues(new Uint8Array(4))',
    'setTimeout(() => {}, 1)',
    'setInterval(() => {}, 1)',
  ];

  it.each(impure)('should forbid %s in machines/ and domain/', async (expression) => {
    for (const file of ['machines/cart/x.ts', 'domain/x.ts']) {
      const found = await violations(`export const x = () => ${expression};\n`, file);
      expect(found.some((id) => id.startsWith('no-restricted-')), `${expression} in ${file}`).toBe(true);
    }
  });

  it('should allow a date from a given value, and the clock in src/', async () => {
    expect(await violations("export const x = new Date('2025-01-06T03:00:00Z');\n", 'machines/cart/x.ts')).toEqual([]);
    expect(await violations('export const x = () => Date.now();\n', 'src/lib/x.ts')).toEqual([]);
  });
});

describe('file names', () => {
  it('should forbid a file name that is not kebab-case', async () => {
    expect(await violations('export const x = 1;\n', 'src/lib/orderingBridge.ts')).toContain('local/kebab-case-files');
    expect(await violations('export const x = 1;\n', 'machines/Cart/selectors_v2.ts')).toContain('local/kebab-case-files');
  });

  it('should allow kebab-case names with role suffixes', async () => {
    expect(await violations('export const x = 1;\n', 'src/features/checkout/checkout.css.ts')).toEqual([]);
    expect(await violations('export const x = 1;\n', 'machines/cart/test-fixtures.ts')).toEqual([]);
  });
});
