import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isImageLink } from '../../../domain/image-link';
import { levelCardImage, MEMBERSHIP_LEVELS } from '../../../domain/points';
import { loyaltyImages, promotionImage } from './draw-loyalty';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const media = path.join(root, 'public/media');
const migrations = path.join(root, 'server/db/migrations');

describe('loyalty images', () => {
  it('should draw small SVGs without text, shipped as WebP files (run npx tsx server/db/seed-data/rasterise.ts)', () => {
    for (const [rel, content] of loyaltyImages()) {
      expect(rel, rel).toMatch(/\.webp$/);
      expect(content.length, rel).toBeLessThan(3_000);
      expect(content, rel).not.toContain('<text');
      const bytes = readFileSync(path.join(media, rel));
      expect(bytes.toString('ascii', 8, 12), rel).toBe('WEBP');
      expect(bytes.length, rel).toBeLessThan(8_192);
      expect(existsSync(path.join(media, rel.replace(/\.webp$/, '.svg'))), rel).toBe(false);
    }
  });

  it('should give every level a card and every promotion of the seed its image, each an image link (SPEC §5)', () => {
    for (const level of MEMBERSHIP_LEVELS) {
      expect(isImageLink(levelCardImage(level.code))).toBe(true);
      expect(existsSync(path.join(root, 'public', levelCardImage(level.code)))).toBe(true);
    }
    // 012 names the loyalty promotions' images as SVG; 021 points them (and 004's, named by 012) at the WebP
    const loyalty = readFileSync(path.join(migrations, '012_loyalty.sql'), 'utf8');
    const named = [...loyalty.matchAll(/'\/media\/promotions\/([a-z0-9-]+)\.svg'/g)].map((m) => m[1]!);
    expect(named).toHaveLength(5);
    for (const name of [...named, 'bill10', 'pho15k', 'freeship', 'voucher25k', 'pho2nd', 'tet2025']) {
      expect(isImageLink(promotionImage(name)), name).toBe(true);
      expect(existsSync(path.join(root, 'public', promotionImage(name))), name).toBe(true);
    }
  });
});
