import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  logSerializers,
  redactError,
  redactPagePath,
  redactUrl,
  truncateAddress,
} from './log-redaction';

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

describe('search terms', () => {
  it('are blanked in a search page path, in the request log and as a page', () => {
    expect(redactUrl('/search/kari%20nordmann?sort=price')).toBe('/search/[skjult]?sort=[skjult]');
    expect(redactPagePath('/search/kari%20nordmann?sort=price')).toBe('/search/[skjult]');
    expect(redactPagePath('/sko/tursko?utm_source=kari%40example.no')).toBe('/sko/tursko');
  });
});

describe('client addresses', () => {
  it('keep the network only: IPv4 without its last octet, IPv6 to /48', () => {
    expect(truncateAddress('203.0.113.77')).toBe('203.0.113.0');
    expect(truncateAddress('::ffff:203.0.113.77')).toBe('::ffff:203.0.113.0');
    expect(truncateAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(truncateAddress('2001:db8::1')).toBe('2001:db8:0::');
    expect(truncateAddress('::1')).toBe('0:0:0::');
    expect(truncateAddress('fe80::1%eth0')).toBe('fe80:0:0::');
    expect(truncateAddress('not an address')).toBe('[skjult]');
  });

  it('are logged truncated with each request', () => {
    const request = { method: 'GET', url: '/search/sko', ip: '198.51.100.23' } as FastifyRequest;
    expect(logSerializers.req(request)).toEqual({
      method: 'GET',
      url: '/search/[skjult]',
      remoteAddress: '198.51.100.0',
    });
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
