// /api/voting: the space, proposals, votes and voting power (docs/hub.md "Voting").
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientIp, jsonError } from '../http.ts';
import type { RateLimiter } from '../rateLimit.ts';
import { nowSeconds, type Voting, VotingError } from '../voting/index.ts';
import { parseProposalQuery, parseVotePage } from '../voting/queries.ts';
import { readJson, tooManyRequests, votingErrorResponse } from './errorResponses.ts';

/** A proposal is at most ~15 KB of text plus its choices; a vote is a few short fields. */
export const MAX_PROPOSAL_BODY_BYTES = 32 * 1024;
export const MAX_VOTE_BODY_BYTES = 4 * 1024;

export interface VotingRouteOptions {
  voting: Voting;
  limitPerIp: RateLimiter;
  limitPerAddress: RateLimiter;
}

export function votingRoutes({ voting, limitPerIp, limitPerAddress }: VotingRouteOptions) {
  const app = new Hono();
  app.onError(votingErrorResponse);

  app.get('/space', async (c) => c.json(await voting.space()));
  app.get('/proposals', async (c) =>
    c.json({ proposals: await voting.listProposals(parseProposalQuery(c.req.query()), nowSeconds()) }),
  );
  app.get('/proposals/:id', async (c) => c.json(await voting.getProposal(c.req.param('id'), nowSeconds())));
  app.get('/proposals/:id/votes', async (c) =>
    c.json({ votes: await voting.listVotes(c.req.param('id'), parseVotePage(c.req.query())) }),
  );
  app.get('/voting-power/:address', async (c) =>
    c.json(await voting.votingPower(c.req.param('address'), c.req.query('block'))),
  );

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
