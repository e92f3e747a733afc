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

  it('blanks an e-mail address another library names in its message (an SMTP rejection)', () => {
    const error = new Error(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <kari.nordmann@example.no>: Recipient address rejected",
    );
    const logged = redactError(error);
    expect(JSON.stringify(logged)).not.toContain('kari.nordmann');
    expect(logged.message).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <[e-post]>: Recipient address rejected",
    );
    // Package paths in a stack (`drizzle-orm@0.45.4_@types+pg@8.23.1`) are no addresses.
    const stack = 'at file:///app/node_modules/.pnpm/drizzle-orm@0.45.4_@types+pg@8.23.1/x.js:1:1';
    expect(redactError(Object.assign(new Error('x'), { stack })).stack).toBe(stack);
  });
});
