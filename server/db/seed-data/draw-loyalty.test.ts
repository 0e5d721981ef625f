import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { levelCardImage, MEMBERSHIP_LEVELS } from '../../../domain/points';
import { loyaltyImages } from './draw-loyalty';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const media = path.join(root, 'public/media');
const migration = readFileSync(path.join(root, 'server/db/migrations/012_loyalty.sql'), 'utf8');

describe('loyalty images', () => {
  it('should be committed as drawn (run npx tsx server/db/seed-data/draw.ts), small and without text', () => {
    for (const [rel, content] of loyaltyImages()) {
      expect(readFileSync(path.join(media, rel), 'utf8'), rel).toBe(content);
      expect(content.length, rel).toBeLessThan(3_000);
      expect(content, rel).not.toContain('<text');
    }
  });

  it('should give every level a card and every loyalty promotion of the seed its image', () => {
    for (const level of MEMBERSHIP_LEVELS) expect(existsSync(path.join(root, 'public', levelCardImage(level.code)))).toBe(true);
    const images = [...migration.matchAll(/'(\/media\/promotions\/[a-z0-9-]+\.svg)'/g)].map((m) => m[1]!);
    expect(images).toHaveLength(5);
    for (const image of images) expect(existsSync(path.join(root, 'public', image)), image).toBe(true);
    for (const name of ['bill10', 'pho15k', 'freeship', 'voucher25k', 'pho2nd', 'tet2025']) {
      expect(existsSync(path.join(media, 'promotions', `${name}.svg`)), name).toBe(true);
    }
  });
});
