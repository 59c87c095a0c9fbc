import { createSocket } from 'node:dgram';

/**
 * A DNS server on 127.0.0.1 answering TXT questions from `records` (name -> TXT strings), enough
 * for node:dns's resolver: unknown names answer NXDOMAIN, known ones every record they hold.
 */
export async function startLocalDnsServer(records: Map<string, string[]>) {
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    // Question: labels from byte 12 to a zero byte, then QTYPE and QCLASS.
    let offset = 12;
    const labels: string[] = [];
    while (query[offset] !== 0 && offset < query.length) {
      const length = query[offset] ?? 0;
      labels.push(query.subarray(offset + 1, offset + 1 + length).toString('ascii'));
      offset += length + 1;
    }
    const question = query.subarray(12, offset + 5);
    const qtype = query.readUInt16BE(offset + 1);
    const values = records.get(labels.join('.').toLowerCase());
    const answers = values && qtype === 16 ? values : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    header.writeUInt16BE(values ? 0x8180 : 0x8183, 2); // response, recursion; NXDOMAIN if unknown
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const rrs = answers.map((value) => {
      const text = Buffer.from(value, 'utf8');
      const rr = Buffer.alloc(12);
      rr.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      rr.writeUInt16BE(16, 2); // TXT
      rr.writeUInt16BE(1, 4); // IN
      rr.writeUInt32BE(60, 6);
      rr.writeUInt16BE(text.length + 1, 10);
      return Buffer.concat([rr, Buffer.from([text.length]), text]);
    });
    socket.send(Buffer.concat([header, question, ...rrs]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
