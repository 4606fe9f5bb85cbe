import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeDns } from './dns-server';

export type FakeNamecheapHost = { name: string; type: string; address: string; ttl: string };
type FakeName = { owner: 'us' | 'other'; expires: Date; hosts: FakeNamecheapHost[] };

export type FakeNamecheapReply = {
  // Only for this command (e.g. 'namecheap.domains.create'); any command when absent.
  command?: string;
  // Answer with this error envelope instead of doing the command.
  error?: { number: string; text: string };
  status?: number;
  body?: string;
  // Answer this late; with `apply` the command is still carried out first (an answer lost on the way).
  delayMs?: number;
  apply?: boolean;
};

export type FakeNamecheapRequest = { command: string; params: Record<string, string> };

const API_USER = 'webku';
const API_KEY = 'fake-namecheap-api-key';
const CLIENT_IP = '203.0.113.5';

// A loopback server speaking Namecheap's XML API (https://api.namecheap.com/xml.response): form or query
// parameters with the global ApiUser/ApiKey/UserName/ClientIp/Command, always HTTP 200 with an ApiResponse
// envelope. It keeps an account of names: domains.check, domains.getinfo, domains.create (charging once
// per name; a name already registered answers 3019166 "Domain not available"), domains.renew and
// domains.dns.setHosts, whose A and CNAME records it publishes on the fake DNS server when given one.
export async function startFakeNamecheap(options: { dns?: FakeDns } = {}) {
  const names = new Map<string, FakeName>();
  const queue: FakeNamecheapReply[] = [];
  const requests: FakeNamecheapRequest[] = [];
  const charges: { command: string; domain: string }[] = [];

  const handle = (command: string, p: Record<string, string>): string => {
    if (p.ApiUser !== API_USER || p.UserName !== API_USER) {
      return errorXml(command, '1011102', 'Parameter ApiUser or UserName is invalid');
    }
    if (p.ApiKey !== API_KEY)
      return errorXml(command, '1011102', 'API Key is invalid or API access has not been enabled');
    if (p.ClientIp !== CLIENT_IP) return errorXml(command, '1011150', 'Parameter RequestIP is invalid');
    // Namecheap reads command names case-insensitively.
    switch (command.toLowerCase()) {
      case 'namecheap.domains.check': {
        const domain = (p.DomainList ?? '').toLowerCase();
        const available = !names.has(domain);
        return okXml(
          command,
          `<DomainCheckResult Domain="${domain}" Available="${available}" ErrorNo="0" Description="" IsPremiumName="false" PremiumRegistrationPrice="0" PremiumRenewalPrice="0" PremiumRestorePrice="0" PremiumTransferPrice="0" IcannFee="0" EapFee="0" />`,
        );
      }
      case 'namecheap.domains.getinfo': {
        const domain = (p.DomainName ?? '').toLowerCase();
        const held = names.get(domain);
        if (!held) return errorXml(command, '2019166', 'Domain not found');
        if (held.owner !== 'us')
          return errorXml(command, '2016166', 'Domain is not associated with your account');
        return okXml(
          command,
          `<DomainGetInfoResult Status="Ok" ID="7365" DomainName="${domain}" OwnerName="${API_USER}" IsOwner="true" IsPremium="false"><DomainDetails><CreatedDate>${mdy(new Date())}</CreatedDate><ExpiredDate>${mdy(held.expires)}</ExpiredDate><NumYears>0</NumYears></DomainDetails><LockDetails /><Whoisguard Enabled="True"><ID>36558</ID></Whoisguard><DnsDetails ProviderType="FREE" IsUsingOurDNS="true" /></DomainGetInfoResult>`,
        );
      }
      case 'namecheap.domains.create': {
        const domain = (p.DomainName ?? '').toLowerCase();
        const missing = ['Registrant', 'Tech', 'Admin', 'AuxBilling']
          .flatMap((role) =>
            [
              'FirstName',
              'LastName',
              'Address1',
              'City',
              'StateProvince',
              'PostalCode',
              'Country',
              'Phone',
              'EmailAddress',
            ].map((f) => `${role}${f}`),
          )
          .find((key) => !p[key]);
        if (missing) return errorXml(command, '2010324', `${missing} is missing`);
        if (!/^\+\d{1,3}\.\d{4,14}$/.test(p.RegistrantPhone ?? '')) {
          return errorXml(
            command,
            '2015182',
            'Contact phone is invalid. The phone number format is +NNN.NNNNNNNNNN',
          );
        }
        if (!domain.endsWith('.com')) return errorXml(command, '2030280', 'TLD is not supported in API');
        if (names.has(domain)) return errorXml(command, '3019166', 'Domain not available');
        const years = Number(p.Years ?? 1);
        names.set(domain, { owner: 'us', expires: addYears(new Date(), years), hosts: [] });
        charges.push({ command, domain });
        return okXml(
          command,
          `<DomainCreateResult Domain="${domain}" Registered="true" ChargedAmount="10.8700" DomainID="${names.size}" OrderID="${1000 + charges.length}" TransactionID="${2000 + charges.length}" WhoisguardEnable="true" NonRealTimeDomain="false" />`,
        );
      }
      case 'namecheap.domains.renew': {
        const domain = (p.DomainName ?? '').toLowerCase();
        const held = names.get(domain);
        if (held?.owner !== 'us') return errorXml(command, '2019166', 'Domain not found');
        held.expires = addYears(held.expires, Number(p.Years ?? 1));
        charges.push({ command, domain });
        return okXml(
          command,
          `<DomainRenewResult DomainName="${domain}" DomainID="1" Renew="true" OrderID="${1000 + charges.length}" TransactionID="${2000 + charges.length}" ChargedAmount="10.8700"><DomainDetails><ExpiredDate>${mdy(held.expires)}</ExpiredDate><NumYears>0</NumYears></DomainDetails></DomainRenewResult>`,
        );
      }
      case 'namecheap.domains.dns.sethosts': {
        const domain = `${p.SLD ?? ''}.${p.TLD ?? ''}`.toLowerCase();
        const held = names.get(domain);
        if (!held) return errorXml(command, '2019166', 'Domain not found');
        if (held.owner !== 'us')
          return errorXml(command, '2016166', 'Domain is not associated with your account');
        const hosts: FakeNamecheapHost[] = [];
        for (let n = 1; p[`HostName${n}`]; n += 1) {
          hosts.push({
            name: p[`HostName${n}`]!,
            type: p[`RecordType${n}`]!,
            address: p[`Address${n}`]!,
            ttl: p[`TTL${n}`] ?? '1800',
          });
        }
        held.hosts = hosts;
        publish(domain, hosts);
        return okXml(command, `<DomainDNSSetHostsResult Domain="${domain}" IsSuccess="true" />`);
      }
      default:
        return errorXml(command, '1010104', 'Parameter Command is missing or unknown');
    }
  };

  const publish = (domain: string, hosts: FakeNamecheapHost[]) => {
    if (!options.dns) return;
    for (const host of hosts) {
      const name = host.name === '@' ? domain : `${host.name}.${domain}`;
      if (host.type === 'A' || host.type === 'CNAME')
        options.dns.set(name, [{ type: host.type, data: host.address }]);
    }
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = Object.fromEntries([
        ...url.searchParams,
        ...new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      ]);
      const command = String(params.Command ?? '');
      requests.push({ command, params });
      const send = (status: number, body: string) =>
        !res.destroyed && res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(body);
      if (url.pathname !== '/xml.response') return send(404, 'Not Found');
      const index = queue.findIndex(
        (next) => !next.command || next.command.toLowerCase() === command.toLowerCase(),
      );
      const reply = index === -1 ? undefined : queue.splice(index, 1)[0];
      if (!reply) return send(200, handle(command, params));
      const answer = () => {
        if (reply.error)
          return send(reply.status ?? 200, errorXml(command, reply.error.number, reply.error.text));
        if (reply.body !== undefined) return send(reply.status ?? 200, reply.body);
        return send(
          reply.status ?? 200,
          reply.status && reply.status !== 200 ? 'Service Unavailable' : handle(command, params),
        );
      };
      const applied = reply.apply ? handle(command, params) : null;
      const late = () => (applied === null ? answer() : send(200, applied));
      if (reply.delayMs) setTimeout(late, reply.delayMs).unref();
      else late();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xml.response`;
  return {
    apiUrl,
    apiUser: API_USER,
    apiKey: API_KEY,
    clientIp: CLIENT_IP,
    requests,
    /** Every registration and renewal the account paid for. */
    charges,
    env: {
      REGISTRAR_PROVIDER: 'namecheap',
      NAMECHEAP_API_URL: apiUrl,
      NAMECHEAP_API_USER: API_USER,
      NAMECHEAP_API_KEY: API_KEY,
      NAMECHEAP_CLIENT_IP: CLIENT_IP,
      REGISTRAR_CONTACT_FIRST_NAME: 'Webku',
      REGISTRAR_CONTACT_LAST_NAME: 'Domains',
      REGISTRAR_CONTACT_ADDRESS: 'Jl. Braga No. 10',
      REGISTRAR_CONTACT_CITY: 'Bandung',
      REGISTRAR_CONTACT_PROVINCE: 'Jawa Barat',
      REGISTRAR_CONTACT_POSTAL_CODE: '40111',
      REGISTRAR_CONTACT_PHONE: '+62.81234567890',
      REGISTRAR_CONTACT_EMAIL: 'domains@webku.test',
    },
    /** Someone else registers a name (e.g. between the owner's check and their payment). */
    registerElsewhere(domain: string) {
      names.set(domain.toLowerCase(), { owner: 'other', expires: addYears(new Date(), 1), hosts: [] });
    },
    name: (domain: string) => names.get(domain.toLowerCase()),
    /** Answers the next request with this instead of the normal behaviour. */
    reply(next: FakeNamecheapReply) {
      queue.push(next);
    },
    clearReplies() {
      queue.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeNamecheap = Awaited<ReturnType<typeof startFakeNamecheap>>;

function envelope(command: string, status: 'OK' | 'ERROR', errors: string, result: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<ApiResponse Status="${status}" xmlns="http://api.namecheap.com/xml.response">
  <Errors>${errors}</Errors>
  <Warnings />
  <RequestedCommand>${command.toLowerCase()}</RequestedCommand>
  ${result ? `<CommandResponse Type="${command}">${result}</CommandResponse>` : ''}
  <Server>FAKE-API01</Server>
  <GMTTimeDifference>--5:00</GMTTimeDifference>
  <ExecutionTime>0.012</ExecutionTime>
</ApiResponse>`;
}

const okXml = (command: string, result: string) => envelope(command, 'OK', '', result);
const errorXml = (command: string, number: string, text: string) =>
  envelope(command, 'ERROR', `<Error Number="${number}">${text}</Error>`, '');

function mdy(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

function addYears(date: Date, years: number): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}
