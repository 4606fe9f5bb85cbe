import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRdapReply = { status?: number; body?: unknown; delayMs?: number };

const CONFORMANCE = [
  'rdap_level_0',
  'icann_rdap_technical_implementation_guide_0',
  'icann_rdap_response_profile_0',
];

// A loopback RDAP server in the manner of https://rdap.verisign.com/com/v1 (RFC 9082 queries, RFC 9083
// answers): GET /domain/{name} is 200 with a domain object for a registered name, 404 with an error
// object otherwise. Names are registered with `register`; `reply` queues an abnormal answer.
export async function startFakeRdap() {
  const registered = new Set<string>();
  const queue: FakeRdapReply[] = [];
  const requests: string[] = [];

  const server = createServer((req, res) => {
    const path = req.url ?? '';
    requests.push(path);
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/rdap+json' }).end(JSON.stringify(body));
    const reply = queue.shift();
    if (reply) {
      const answer = () => send(reply.status ?? 500, reply.body ?? errorObject(reply.status ?? 500, 'Error'));
      if (reply.delayMs) setTimeout(() => !res.destroyed && answer(), reply.delayMs).unref();
      else answer();
      return;
    }
    const match = /^\/domain\/([^/?]+)$/.exec(path);
    if (req.method !== 'GET' || !match) return send(400, errorObject(400, 'Bad Request'));
    const name = decodeURIComponent(match[1]!).toLowerCase();
    if (!registered.has(name)) return send(404, errorObject(404, 'Not Found'));
    send(200, domainObject(name));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    requests,
    env: { DOMAIN_PROVIDER: 'rdap', RDAP_BASE_URL: baseUrl },
    register: (...names: string[]) => {
      for (const name of names) registered.add(name.toLowerCase());
    },
    reply: (next: FakeRdapReply) => {
      queue.push(next);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeRdap = Awaited<ReturnType<typeof startFakeRdap>>;

function errorObject(errorCode: number, title: string) {
  return { rdapConformance: CONFORMANCE, errorCode, title, description: [`${title} (fake RDAP)`] };
}

function domainObject(name: string) {
  return {
    objectClassName: 'domain',
    handle: `${name.length}${name.replace(/\W/g, '').toUpperCase()}_DOMAIN_COM-VRSN`,
    ldhName: name.toUpperCase(),
    links: [
      { value: `/domain/${name}`, rel: 'self', href: `/domain/${name}`, type: 'application/rdap+json' },
    ],
    status: ['client delete prohibited', 'client transfer prohibited'],
    entities: [{ objectClassName: 'entity', handle: '1234', roles: ['registrar'] }],
    events: [
      { eventAction: 'registration', eventDate: '2019-03-14T08:00:00Z' },
      { eventAction: 'expiration', eventDate: '2027-03-14T08:00:00Z' },
    ],
    secureDNS: { delegationSigned: false },
    nameservers: [{ objectClassName: 'nameserver', ldhName: 'NS1.EXAMPLE-DNS.NET' }],
    rdapConformance: CONFORMANCE,
    notices: [{ title: 'Terms of Use', description: ['Fake registry for tests.'] }],
  };
}
