// /api/voting: the space, proposals, votes and voting power (docs/hub.md "Voting").
import {
  PROPOSAL_BODY_MAX_LENGTH,
  PROPOSAL_CHOICE_MAX_LENGTH,
  PROPOSAL_MAX_CHOICES,
  PROPOSAL_TITLE_MAX_LENGTH,
} from '@flaskswap/sdk';
import { proposalListRequest, votePageRequest } from '@flaskswap/sdk/api';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientIp, jsonError } from '../http.ts';
import type { RateLimiter } from '../rateLimit.ts';
import { checkedOr400 } from '../voting/errors.ts';
import { nowSeconds, type Voting, VotingError } from '../voting/index.ts';
import { readJson, tooManyRequests, votingErrorResponse } from './errorResponses.ts';

/** A JSON string holds a UTF-16 code unit in at most 6 bytes (`\uXXXX`, as CJK or emoji may be sent). */
const MAX_BYTES_PER_CODE_UNIT = 6;
/**
 * The longest proposal the rules allow in any script, every character escaped (about 92 KB), plus
 * 4 KB for the signature and the other fields. A vote is a few short fields.
 */
export const MAX_PROPOSAL_BODY_BYTES =
  MAX_BYTES_PER_CODE_UNIT *
    (PROPOSAL_BODY_MAX_LENGTH + PROPOSAL_TITLE_MAX_LENGTH + PROPOSAL_MAX_CHOICES * PROPOSAL_CHOICE_MAX_LENGTH) +
  4 * 1024;
export const MAX_VOTE_BODY_BYTES = 4 * 1024;

export interface VotingRouteOptions {
  voting: Voting;
  limitPerIp: RateLimiter;
  limitPerAddress: RateLimiter;
  /** Addresses whose voting power an IP reads from the chain (shared with /verify). */
  limitPowerReads: RateLimiter;
}

export function votingRoutes({ voting, limitPerIp, limitPerAddress, limitPowerReads }: VotingRouteOptions) {
  const app = new Hono();
  app.onError(votingErrorResponse);

  app.get('/space', async (c) => c.json(await voting.space()));
  app.get('/proposals', async (c) =>
    c.json({ proposals: await voting.listProposals(checkedOr400(proposalListRequest, c.req.query()), nowSeconds()) }),
  );
  app.get('/proposals/:id', async (c) => c.json(await voting.getProposal(c.req.param('id'), nowSeconds())));
  app.get('/proposals/:id/votes', async (c) =>
    c.json({ votes: await voting.listVotes(c.req.param('id'), checkedOr400(votePageRequest, c.req.query())) }),
  );
  app.get('/voting-power/:address', async (c) => {
    const wait = limitPowerReads.hit(clientIp(c));
    if (wait > 0) return tooManyRequests(c, wait);
    return c.json(await voting.votingPower(c.req.param('address'), c.req.query('block')));
  });

  const limitIp: MiddlewareHandler = async (c, next) => {
    const wait = limitPerIp.hit(clientIp(c));
    return wait > 0 ? tooManyRequests(c, wait) : next();
  };
  const limitSize = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => jsonError(c, 413, `The body must be at most ${maxSize} bytes`) });
  // Counted once the signature is verified, so nobody can spend another account's allowance.
  const submitOptions = () => ({
    now: nowSeconds(),
    limitAddress: (address: string) => {
      const wait = limitPerAddress.hit(address);
      if (wait > 0) throw new VotingError(429, 'Too many requests: try again in a minute', Math.ceil(wait / 1000));
    },
  });
  const created = (c: Context, saved: object) => c.json(saved, 201);

  app.post('/proposals', limitIp, limitSize(MAX_PROPOSAL_BODY_BYTES), async (c) =>
    created(c, await voting.publishProposal(await readJson(c), submitOptions())),
  );
  app.post('/votes', limitIp, limitSize(MAX_VOTE_BODY_BYTES), async (c) =>
    created(c, await voting.castVote(await readJson(c), submitOptions())),
  );
  return app;
}
