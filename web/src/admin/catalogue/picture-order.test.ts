import { describe, expect, it } from 'vitest';
import { movePicture } from './picture-order';

describe('moving a picture', () => {
  it('moves one picture and keeps the others in order', () => {
    const pictures = ['a', 'b', 'c', 'd'];
    expect(movePicture(pictures, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movePicture(pictures, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(pictures).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps every picture when asked past either end', () => {
    expect(movePicture(['a', 'b'], 0, 9)).toEqual(['b', 'a']);
    expect(movePicture(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
