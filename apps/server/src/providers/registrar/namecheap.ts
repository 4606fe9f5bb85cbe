import {
  describeErrors,
  failureOf,
  MAX_RESPONSE_BYTES,
  type NamecheapAnswer,
  NOT_IN_ACCOUNT,
  parseExpiry,
  readAnswer,
} from './namecheap-response';
import {
  type HostRecord,
  type RegistrarDomain,
  RegistrarError,
  type RegistrarOrder,
  type RegistrarProvider,
} from './registrar-provider';

/** The registrant, admin, tech and billing contact sent with each registration. */
export type RegistrarContact = {
  firstName: string;
  lastName: string;
  organization?: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  // ISO 3166 alpha-2, e.g. 'ID'.
  country: string;
  // +NNN.NNNNNNNNNN, e.g. '+62.81234567890'.
  phone: string;
  email: string;
};

export type NamecheapOptions = {
  // https://api.namecheap.com/xml.response, https://api.sandbox.namecheap.com/xml.response, or a fake.
  apiUrl: string;
  apiUser: string;
  apiKey: string;
  userName: string;
  // The address Namecheap has on its allow list for this account.
  clientIp: string;
  contact: RegistrarContact;
  timeoutMs: number;
  fetch?: typeof fetch;
};

const CONTACT_ROLES = ['Registrant', 'Tech', 'Admin', 'AuxBilling'] as const;

// Namecheap's XML API: every command is a form POST to one URL with the global parameters (ApiUser,
// ApiKey, UserName, ClientIp, Command); every answer is HTTP 200 with an ApiResponse envelope.
export class NamecheapRegistrar implements RegistrarProvider {
  readonly name = 'namecheap';
  private readonly fetcher: typeof fetch;

  constructor(private readonly options: NamecheapOptions) {
    this.fetcher = options.fetch ?? fetch;
  }

  // getInfo tells whether the account holds the name (and until when); for a name it does not hold,
  // check tells free from taken.
  async lookup(domain: string): Promise<RegistrarDomain> {
    const info = await this.call('namecheap.domains.getinfo', { DomainName: domain }, 'DomainGetInfoResult');
    if (info.ok) {
      if (String(info.result.IsOwner).toLowerCase() !== 'true') return { status: 'taken' };
      const details = info.result.DomainDetails as Record<string, unknown> | undefined;
      return { status: 'ours', expiresAt: parseExpiry(details?.ExpiredDate) };
    }
    if (!info.errors.every((e) => NOT_IN_ACCOUNT.has(e.number))) this.fail('getinfo', info.errors);
    const check = this.must(
      'check',
      await this.call('namecheap.domains.check', { DomainList: domain }, 'DomainCheckResult'),
    );
    return String(check.Available).toLowerCase() === 'true' ? { status: 'free' } : { status: 'taken' };
  }

  async register(domain: string, years: number): Promise<RegistrarOrder> {
    const params: Record<string, string> = {
      DomainName: domain,
      Years: String(years),
      AddFreeWhoisguard: 'yes',
      WGEnabled: 'yes',
    };
    for (const role of CONTACT_ROLES) Object.assign(params, contactParams(role, this.options.contact));
    const result = this.must(
      'create',
      await this.call('namecheap.domains.create', params, 'DomainCreateResult'),
    );
    if (String(result.Registered).toLowerCase() !== 'true') {
      throw new RegistrarError(`Namecheap create answered Registered="${result.Registered}"`, 'unreachable');
    }
    return { orderId: result.OrderID ? String(result.OrderID) : null };
  }

  async renew(domain: string, years: number): Promise<RegistrarOrder> {
    const result = this.must(
      'renew',
      await this.call(
        'namecheap.domains.renew',
        { DomainName: domain, Years: String(years) },
        'DomainRenewResult',
      ),
    );
    if (String(result.Renew).toLowerCase() !== 'true') {
      throw new RegistrarError(`Namecheap renew answered Renew="${result.Renew}"`, 'unreachable');
    }
    return { orderId: result.OrderID ? String(result.OrderID) : null };
  }

  async setHosts(domain: string, records: HostRecord[]): Promise<void> {
    const dot = domain.indexOf('.');
    const params: Record<string, string> = { SLD: domain.slice(0, dot), TLD: domain.slice(dot + 1) };
    records.forEach((record, index) => {
      const n = index + 1;
      params[`HostName${n}`] = record.host;
      params[`RecordType${n}`] = record.type;
      params[`Address${n}`] = record.value;
      params[`TTL${n}`] = '1800';
    });
    const result = this.must(
      'setHosts',
      await this.call('namecheap.domains.dns.setHosts', params, 'DomainDNSSetHostsResult'),
    );
    if (String(result.IsSuccess).toLowerCase() !== 'true') {
      throw new RegistrarError(`Namecheap setHosts answered IsSuccess="${result.IsSuccess}"`, 'unreachable');
    }
  }

  private must(command: string, answer: NamecheapAnswer): Record<string, unknown> {
    if (!answer.ok) this.fail(command, answer.errors);
    return answer.result;
  }

  private fail(command: string, errors: { number: string; text: string }[]): never {
    throw new RegistrarError(`Namecheap ${command} refused: ${describeErrors(errors)}`, failureOf(errors));
  }

  private async call(command: string, params: Record<string, string>, resultTag: string) {
    const { apiUrl, apiUser, apiKey, userName, clientIp, timeoutMs } = this.options;
    const body = new URLSearchParams({
      ApiUser: apiUser,
      ApiKey: apiKey,
      UserName: userName,
      ClientIp: clientIp,
      Command: command,
      ...params,
    });
    let response: Response;
    try {
      response = await this.fetcher(apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/xml' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : (error as Error).message;
      throw new RegistrarError(`Namecheap ${command} failed: ${reason}`, 'unreachable', { cause: error });
    }
    const text = await readCapped(response);
    if (response.status !== 200) {
      throw new RegistrarError(`Namecheap ${command} answered HTTP ${response.status}`, 'unreachable');
    }
    return readAnswer(command, text, resultTag);
  }
}

function contactParams(role: string, c: RegistrarContact): Record<string, string> {
  return {
    [`${role}FirstName`]: c.firstName,
    [`${role}LastName`]: c.lastName,
    ...(c.organization ? { [`${role}OrganizationName`]: c.organization } : {}),
    [`${role}Address1`]: c.address,
    [`${role}City`]: c.city,
    [`${role}StateProvince`]: c.province,
    [`${role}PostalCode`]: c.postalCode,
    [`${role}Country`]: c.country,
    [`${role}Phone`]: c.phone,
    [`${role}EmailAddress`]: c.email,
  };
}

// Reads the answer chunk by chunk and gives up (closing the connection) as soon as it passes the cap,
// whether or not a length was declared: an endless or huge chunked answer never sits in memory.
async function readCapped(response: Response): Promise<string> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_RESPONSE_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new RegistrarError(`Namecheap answered ${length} bytes`, 'unreachable');
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > MAX_RESPONSE_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw new RegistrarError(`Namecheap answered more than ${MAX_RESPONSE_BYTES} bytes`, 'unreachable');
      }
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    if (error instanceof RegistrarError) throw error;
    return '';
  }
  return text + decoder.decode();
}
