import { describe, expect, it } from 'vitest';
import { connectionRulesOutVideo } from './use-hero-video';

describe('whether the connection rules out the hero’s video', () => {
  it('allows it where the browser says nothing of the connection, or on a fast one', () => {
    expect(connectionRulesOutVideo(undefined)).toBe(false);
    expect(connectionRulesOutVideo({ effectiveType: '4g', rtt: 50, saveData: false })).toBe(false);
  });

  it('rules it out under Save-Data, however fast the link', () => {
    expect(connectionRulesOutVideo({ effectiveType: '4g', rtt: 50, saveData: true })).toBe(true);
  });

  it('rules it out on a slow link: 3g or worse, or a slow-4G round trip', () => {
    for (const effectiveType of ['slow-2g', '2g', '3g']) {
      expect(connectionRulesOutVideo({ effectiveType, rtt: 50 })).toBe(true);
    }
    expect(connectionRulesOutVideo({ effectiveType: '4g', rtt: 150 })).toBe(true);
    expect(connectionRulesOutVideo({ effectiveType: '4g', rtt: 125 })).toBe(false);
  });
});
