import { render, screen } from '@testing-library/react';
import { CHAIN_CONTACT } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../test-support';
import { InformationPage } from './information-page';

describe('InformationPage', () => {
  it('has one h1 and shows the contact facts from the one constant on /contact', async () => {
    installFakeApi({
      'GET /page/slug/contact': () => ({
        slug: 'contact',
        title: 'Kontakt oss',
        content:
          '<p>Kundeservice hjelper deg.</p><style>p{}</style><a href="/\\evil.example">x</a>',
        updatedAt: '2026-11-01T00:00:00Z',
      }),
    });
    render(<InformationPage routeName="contact" params={{ slug: 'contact' }} search="" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt oss' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: CHAIN_CONTACT.phone }).getAttribute('href')).toBe(
      'tel:+4763970000',
    );
    expect(document.body.textContent).not.toContain('p{}');
    expect(screen.queryByRole('link', { name: 'x' })).toBeNull();
  });
});
