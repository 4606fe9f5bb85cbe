import { describe, expect, it } from 'vitest';
import { googleAuthUrlRequestSchema, loginRequestSchema, meResponseSchema } from './auth';
import { domainCheckQuerySchema } from './domain-check';
import { invoiceRequestSchema, invoiceStatusSchema, registrationDomainRequestSchema } from './invoice';
import { imageDeleteSchema, imageUploadFieldsSchema } from './upload';

describe('request schemas', () => {
  it.each([
    [imageUploadFieldsSchema, {}, { category: 'general' }],
    [imageUploadFieldsSchema, { category: '' }, { category: 'general' }],
    [imageUploadFieldsSchema, { category: ' Hero ' }, { category: 'hero' }],
    [imageDeleteSchema, { filename: 'a1b2.webp' }, { filename: 'a1b2.webp' }],
    [imageDeleteSchema, { filename: 'hero/a1b2.webp' }, { filename: 'hero/a1b2.webp' }],
    [domainCheckQuerySchema, { domain: 'KopiSenja' }, { domain: 'kopisenja.com', purpose: 'register' }],
    [
      domainCheckQuerySchema,
      { domain: 'TokoKu.my.id', purpose: 'hosting' },
      { domain: 'tokoku.my.id', purpose: 'hosting' },
    ],
    [registrationDomainRequestSchema, { domain_url: 'kopibaru' }, { domain_url: 'kopibaru.com' }],
    [invoiceRequestSchema, { domain_url: 'kopisenja.com' }, { domain_url: 'kopisenja.com' }],
    [invoiceStatusSchema, { subscriptionStatus: 'paid' }, { subscriptionStatus: 'paid' }],
    [loginRequestSchema, { email: 'a@b.co', password: 'x' }, { email: 'a@b.co', password: 'x' }],
    [googleAuthUrlRequestSchema, { redirect_url: 'http://localhost:5173/auth/callback' }, null],
    [meResponseSchema, { user: { id: 1, name: 'A', email: 'a@b.co', role: 'owner' }, company: null }, null],
  ] as const)('%#: accepts %j', (schema, input, expected) => {
    expect(schema.parse(input)).toEqual(expected ?? input);
  });

  it.each([
    [imageUploadFieldsSchema, { category: '../etc' }],
    [imageDeleteSchema, { filename: '../secret.txt' }],
    [imageDeleteSchema, { filename: 'hero/../../x.png' }],
    [imageDeleteSchema, { filename: '/abs.png' }],
    [imageDeleteSchema, { filename: 'a..b.png' }],
    [imageDeleteSchema, {}],
    [domainCheckQuerySchema, { domain: '' }],
    [invoiceRequestSchema, { domain_url: '   ' }],
    [domainCheckQuerySchema, { domain: 'kopi.co.id' }],
    [domainCheckQuerySchema, { domain: 'my.id', purpose: 'hosting' }],
    [registrationDomainRequestSchema, { domain_url: 'kopi.co.id' }],
    [invoiceStatusSchema, { subscriptionStatus: 'PAID' }],
    [loginRequestSchema, { email: 'nope', password: 'x' }],
    [googleAuthUrlRequestSchema, { redirect_url: 'javascript:alert(1)' }],
    [googleAuthUrlRequestSchema, { redirect_url: `http://localhost/auth/callback#${'a'.repeat(2030)}` }],
  ] as const)('%#: rejects %j', (schema, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});
