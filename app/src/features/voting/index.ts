// /voting, /voting/proposal/create and /voting/proposal/:id: loaded with their routes (routes.tsx), one chunk.
export { CreateProposalPage } from './CreateProposalPage.tsx';
export { ProposalPage } from './ProposalPage.tsx';
export { VotingPage } from './VotingPage.tsx';
