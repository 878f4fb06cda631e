// ENS contenthash (EIP-1577) → ipfs:// or ipns:// URI, for lists published under an ENS name.

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE32_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

const IPFS_NS = 0xe3;
const IPNS_NS = 0xe5;
const DAG_PB = 0x70;
const SHA2_256 = 0x12;
const IDENTITY = 0x00;

export function hexToBytes(hex: string): Uint8Array {
  const digits = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (digits.length % 2 !== 0) throw new Error('hex must have length that is multiple of 2');
  if (!/^[0-9a-fA-F]*$/.test(digits)) throw new Error('Invalid hex');
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function readVarint(bytes: Uint8Array, offset: number): [value: number, next: number] {
  let value = 0;
  let shift = 0;
  let i = offset;
  for (;;) {
    const byte = bytes[i++];
    if (byte === undefined || shift > 28) throw new Error('Invalid varint');
    value |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return [value, i];
    shift += 7;
  }
}

export function base58(bytes: Uint8Array): string {
  const digits: number[] = [];
  for (const byte of bytes) {
    let carry = byte;
    for (let j = 0; j < digits.length; j++) {
      carry += digits[j]! << 8;
      digits[j] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  let leadingZeros = '';
  for (const byte of bytes) {
    if (byte !== 0) break;
    leadingZeros += '1';
  }
  return (
    leadingZeros +
    digits
      .reverse()
      .map((d) => BASE58_ALPHABET[d])
      .join('')
  );
}

function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** A CID as text: v0 (Qm…) when it is dag-pb over sha2-256, else base32 v1 (b…). */
function cidToString(cid: Uint8Array): string {
  const [version, afterVersion] = readVarint(cid, 0);
  if (version !== 1) return base58(cid); // already a v0 multihash
  const [codec, afterCodec] = readVarint(cid, afterVersion);
  const multihash = cid.slice(afterCodec);
  if (codec === DAG_PB && multihash[0] === SHA2_256 && multihash[1] === 32) return base58(multihash);
  return `b${base32(cid)}`;
}

export function contenthashToUri(contenthash: string): string {
  const bytes = hexToBytes(contenthash);
  const [codec, start] = readVarint(bytes, 0);
  const cid = bytes.slice(start);
  if (codec === IPFS_NS) return `ipfs://${cidToString(cid)}`;
  if (codec === IPNS_NS) {
    // DNSLink-style names are stored as an identity multihash of the name's text.
    const [, afterVersion] = readVarint(cid, 0);
    const [, afterCodec] = readVarint(cid, afterVersion);
    const [hashCode, afterHash] = readVarint(cid, afterCodec);
    if (hashCode === IDENTITY) {
      const [length, digestStart] = readVarint(cid, afterHash);
      return `ipns://${new TextDecoder().decode(cid.slice(digestStart, digestStart + length))}`;
    }
    return `ipns://${cidToString(cid)}`;
  }
  throw new Error('Unrecognized codec');
}
