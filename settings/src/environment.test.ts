import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InvalidConfigurationError, parseEnvironment } from './environment.js';

const schema = z.object({
  PORT: z.coerce.number().int().min(0),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['info', 'debug']),
});

describe('parseEnvironment', () => {
  it('answers the parsed settings with defaults filled in', () => {
    expect(parseEnvironment('api', schema, { PORT: '4001', LOG_LEVEL: 'info' })).toEqual({
      PORT: 4001,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
  });

  it('names the service and every bad variable at once', () => {
    const attempt = () => parseEnvironment('gateway', schema, { PORT: 'seventy', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(InvalidConfigurationError);
    expect(attempt).toThrow(/^Invalid gateway configuration:\n {2}PORT: .+\n {2}LOG_LEVEL: .+$/);
  });
});
