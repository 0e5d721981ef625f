import { describe, expect, it } from 'vitest';
import { currentSection } from './use-section-in-view';

const order = ['soup', 'rice', 'drinks'];

describe('currentSection', () => {
  it('should mark the first section in view, in page order', () => {
    expect(currentSection(order, new Set(['drinks', 'rice']), 'soup')).toBe('rice');
  });

  it('should keep the previous section while none is in the band', () => {
    expect(currentSection(order, new Set(), 'rice')).toBe('rice');
  });

  it('should fall back to the first section when the previous one is gone', () => {
    expect(currentSection(order, new Set(), 'desserts')).toBe('soup');
    expect(currentSection(order, new Set(), null)).toBe('soup');
    expect(currentSection([], new Set(), null)).toBeNull();
  });
});
