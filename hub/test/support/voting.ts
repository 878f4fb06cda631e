// Signed proposals and votes as a wallet makes them, and a tiny client for the voting routes.
import {
  FLASKSWAP_SPACE,
  type ProposalMessage,
  proposalToJson,
  proposalTypedData,
  type VoteMessage,
  voteToJson,
  voteTypedData,
} from '@flaskswap/sdk';
import type { Hex, LocalAccount } from 'viem';

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function proposalMessage(
  author: LocalAccount,
  fields: Partial<ProposalMessage> & { snapshot: bigint },
  now = nowSeconds(),
): ProposalMessage {
  return {
    from: author.address,
    space: FLASKSWAP_SPACE.id,
    timestamp: BigInt(now),
    title: 'Raise the FLASK-BNB farm to 50x',
    body: '## Why\nDeeper liquidity.',
    choices: ['Yes', 'No'],
    start: BigInt(now - 60),
    end: BigInt(now + 3600),
    ...fields,
  };
}

/** The typed data as signed; `domain` overrides part of it (to sign for another chain or name). */
export async function signProposal(
  signer: LocalAccount,
  chainId: number,
  message: ProposalMessage,
  domain: Partial<{ name: string; version: string; chainId: number }> = {},
) {
  const typed = proposalTypedData(chainId, message);
  const signature = await signer.signTypedData({ ...typed, domain: { ...typed.domain, ...domain } });
  return { address: signer.address, message: proposalToJson(message), signature };
}

export async function signVote(
  signer: LocalAccount,
  chainId: number,
  fields: { proposal: Hex; choice: number; timestamp?: bigint; from?: Hex },
  domain: Partial<{ name: string; version: string; chainId: number }> = {},
) {
  const message: VoteMessage = {
    from: fields.from ?? signer.address,
    space: FLASKSWAP_SPACE.id,
    timestamp: fields.timestamp ?? BigInt(nowSeconds()),
    proposal: fields.proposal,
    choice: fields.choice,
  };
  const typed = voteTypedData(chainId, message);
  const signature = await signer.signTypedData({ ...typed, domain: { ...typed.domain, ...domain } });
  return { address: signer.address, message: voteToJson(message), signature };
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field
  body: any;
  headers: Headers;
}

export async function post(url: string, body: unknown): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

export async function get(url: string): Promise<Answer> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json(), headers: response.headers };
}
