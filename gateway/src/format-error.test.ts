import { ApolloServer } from '@apollo/server';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { formatError, INTERNAL_FAILURE } from './format-error.js';
import { graphqlError } from './rest/errors.js';

/** A logger that records its error calls (the only level the safety net uses). */
function recordingLog() {
  const errors: unknown[][] = [];
  const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
  return { log, errors };
}

async function answer(log: FastifyBaseLogger, resolve: () => unknown) {
  const server = new ApolloServer({
    typeDefs: 'type Query { thing: String }',
    resolvers: { Query: { thing: resolve } },
    formatError: formatError(log),
    includeStacktraceInErrorResponses: false,
  });
  const response = await server.executeOperation({ query: '{ thing }' });
  await server.stop();
  if (response.body.kind !== 'single') throw new Error('expected a single answer');
  return response.body.singleResult;
}

describe('formatError, the safety net under coded errors', () => {
  it('answers a bare Error as INTERNAL_SERVER_ERROR with a generic message, and logs the original', async () => {
    const { log, errors } = recordingLog();
    const result = await answer(log, () => {
      throw new Error('connection to 10.0.0.7:5432 refused');
    });
    expect(result.errors).toEqual([
      {
        message: INTERNAL_FAILURE,
        locations: [{ line: 1, column: 3 }],
        path: ['thing'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    expect(JSON.stringify(result)).not.toContain('10.0.0.7');
    expect(errors).toHaveLength(1);
    expect((errors[0]?.[0] as { err?: Error } | undefined)?.err?.message).toBe('connection to 10.0.0.7:5432 refused');
  });

  it('answers a GraphQLError without a code the same way', async () => {
    const { log } = recordingLog();
    const result = await answer(log, () => {
      throw new GraphQLError('resolver detail');
    });
    expect(result.errors?.[0]).toMatchObject({
      message: INTERNAL_FAILURE,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('leaves a coded error as it is, fields and all, and logs nothing', async () => {
    const { log, errors } = recordingLog();
    const spy = vi.fn();
    const fields = [{ field: 'input.email', code: 'invalid_format', message: 'Email is invalid' }];
    const result = await answer(log, () => {
      spy();
      throw new GraphQLError('Invalid request. email: Email is invalid', {
        extensions: { code: 'BAD_USER_INPUT', fields },
      });
    });
    expect(spy).toHaveBeenCalledOnce();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Invalid request. email: Email is invalid',
      extensions: { code: 'BAD_USER_INPUT', fields },
    });
    const notFound = await answer(log, () => {
      throw graphqlError('NOT_FOUND', 'not_found', 'Product not found');
    });
    expect(notFound.errors?.[0]).toMatchObject({
      message: 'Product not found',
      extensions: { code: 'NOT_FOUND', reason: 'not_found' },
    });
    expect(errors).toEqual([]);
  });
});
