import { describe, expect, it } from 'vitest';
import { ApiError, SERVER_ERROR_MESSAGE, toErrorResponse } from './errors';

describe('toErrorResponse', () => {
  it('keeps the status, message and code of an expected server-side failure (503)', () => {
    const error = new ApiError(
      503,
      'Betalingen kunne ikke startes akkurat nå.',
      'PAYMENT_UNAVAILABLE',
    );
    expect(toErrorResponse(error)).toEqual({
      status: 503,
      body: { message: 'Betalingen kunne ikke startes akkurat nå.', code: 'PAYMENT_UNAVAILABLE' },
    });
  });

  it('never tells what an unexpected error says', () => {
    expect(toErrorResponse(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toEqual({
      status: 500,
      body: { message: SERVER_ERROR_MESSAGE },
    });
  });
});
