import { describe, expect, it } from 'vitest';
import { redactError, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('keeps the path and the query keys, never the values', () => {
    expect(redactUrl('/api/v1/customers/email/verify?token=abc&x=1')).toBe(
      '/api/v1/customers/email/verify?token=[skjult]&x=[skjult]',
    );
    expect(redactUrl('/sko/tursko')).toBe('/sko/tursko');
  });

  it('masks the e-mail, phone or code segments of the one-time-code paths', () => {
    expect(redactUrl('/api/v1/otp/login/kari%40example.no')).toBe('/api/v1/otp/login/[skjult]');
    expect(redactUrl('/api/v1/otp/check/uuid/123456?x=1')).toBe(
      '/api/v1/otp/check/[skjult]?x=[skjult]',
    );
  });
});

describe('redactError', () => {
  it("drops a failed query's parameters and the database's row detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(kari@example.no) already exists.',
    });
    const error = new Error(
      'Failed query: insert into customers (email) values ($1)\nparams: kari@example.no',
      { cause },
    );
    const logged = redactError(error);
    expect(JSON.stringify(logged)).not.toContain('kari@example.no');
    expect(logged.message).toBe('Failed query: insert into customers (email) values ($1)');
    expect(logged.cause).toMatchObject({ code: '23505', type: 'Error' });
  });
});
