import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket, { type Answer } from 'dns-packet';

export type FakeDnsRecord =
  | { type: 'A'; data: string }
  | { type: 'CNAME'; data: string }
  // A TXT record's character-strings (each at most 255 bytes), as a long value is split.
  | { type: 'TXT'; data: string | string[] };

const NXDOMAIN = 3;

// A loopback DNS server over UDP (dns-packet + node:dgram) answering A, CNAME and TXT questions from a
// table, the way a recursive resolver would: an A question for a name with a CNAME gets the CNAME and
// the target's A records. `silent` drops every question, so clients time out.
export async function startFakeDns() {
  const zone = new Map<string, FakeDnsRecord[]>();
  const questions: { name: string; type: string }[] = [];
  let silent = false;
  const socket = createSocket('udp4');

  const lookup = (name: string, type: string, depth = 0): Answer[] => {
    const records = zone.get(name.toLowerCase()) ?? [];
    const cname = records.find((r) => r.type === 'CNAME');
    if (cname && type !== 'CNAME') {
      const answer: Answer = { type: 'CNAME', name, ttl: 60, data: cname.data };
      return depth > 5 ? [answer] : [answer, ...lookup(cname.data, type, depth + 1)];
    }
    return records
      .filter((r) => r.type === type)
      .map((r) => ({ type: r.type, name, ttl: 60, data: r.data }) as Answer);
  };

  socket.on('message', (message, peer) => {
    let query: ReturnType<typeof dnsPacket.decode>;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    questions.push({ name: question.name.toLowerCase(), type: question.type });
    if (silent) return;
    const exists = zone.has(question.name.toLowerCase());
    const answers = exists ? lookup(question.name, question.type) : [];
    const flags = dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (exists ? 0 : NXDOMAIN);
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags,
      questions: [question],
      answers,
    });
    socket.send(response, peer.port, peer.address);
  });

  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    /** For DNS_SERVERS / Resolver.setServers. */
    server: `127.0.0.1:${port}`,
    questions,
    set(name: string, records: FakeDnsRecord[]) {
      zone.set(name.toLowerCase(), records);
    },
    clear() {
      zone.clear();
    },
    setSilent(value: boolean) {
      silent = value;
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

export type FakeDns = Awaited<ReturnType<typeof startFakeDns>>;
