import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter';

describe('AttemptLimiter', () => {
  it('blocks the key after max attempts inside the window and lets it try again as they age out', () => {
    let now = 1_000_000;
    const limiter = new AttemptLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterSeconds('6201234')).toBe(0);
      limiter.record('6201234');
      now += 10_000;
    }
    expect(limiter.retryAfterSeconds('6201234')).toBe(30); // the first attempt ages out at 60 s
    expect(limiter.retryAfterSeconds('6209999')).toBe(0);
    now += 30_001;
    expect(limiter.retryAfterSeconds('6201234')).toBe(0);
  });

  it('forgets a key on clear, and the least recently used keys when it holds too many', () => {
    const limiter = new AttemptLimiter(1, 60_000, () => 0, 10);
    limiter.record('a');
    expect(limiter.retryAfterSeconds('a')).toBeGreaterThan(0);
    limiter.clear('a');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    limiter.record('first');
    for (let i = 0; i < 10; i++) limiter.record(`k${i}`);
    expect(limiter.retryAfterSeconds('first')).toBe(0);
    expect(limiter.retryAfterSeconds('k9')).toBeGreaterThan(0);
  });
});
