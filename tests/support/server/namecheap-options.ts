import type { NamecheapOptions } from '../../../apps/server/src/providers/registrar/namecheap';
import type { FakeNamecheap } from '../../fakes/namecheap-server';

// The adapter's options for the local fake: its account, and the platform contact of its env.
export function namecheapOptionsFor(fake: FakeNamecheap, timeoutMs: number): NamecheapOptions {
  const env = fake.env;
  return {
    apiUrl: fake.apiUrl,
    apiUser: fake.apiUser,
    apiKey: fake.apiKey,
    userName: fake.apiUser,
    clientIp: fake.clientIp,
    timeoutMs,
    contact: {
      firstName: env.REGISTRAR_CONTACT_FIRST_NAME,
      lastName: env.REGISTRAR_CONTACT_LAST_NAME,
      address: env.REGISTRAR_CONTACT_ADDRESS,
      city: env.REGISTRAR_CONTACT_CITY,
      province: env.REGISTRAR_CONTACT_PROVINCE,
      postalCode: env.REGISTRAR_CONTACT_POSTAL_CODE,
      country: 'ID',
      phone: env.REGISTRAR_CONTACT_PHONE,
      email: env.REGISTRAR_CONTACT_EMAIL,
    },
  };
}
